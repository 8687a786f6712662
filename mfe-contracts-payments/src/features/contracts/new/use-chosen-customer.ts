import { useCallback, useRef, useState } from 'react';
import { toastServerError, useLoadCustomer, type CustomerDetail } from '@storedesk/shared';

/**
 * The chosen customer with their saved addresses, loaded when they are chosen; an answer for a customer no
 * longer chosen is dropped.
 */
export function useChosenCustomer() {
  const loadCustomer = useLoadCustomer();
  const [customer, setCustomer] = useState<CustomerDetail | null>(null);
  const latest = useRef<string | null>(null);
  const choose = useCallback(
    async (id: string | null) => {
      latest.current = id;
      setCustomer(null);
      if (!id) return;
      try {
        const detail = await loadCustomer(id);
        if (latest.current === id) setCustomer(detail);
      } catch (error) {
        if (latest.current === id) toastServerError(error as Error);
      }
    },
    [loadCustomer],
  );
  return { customer, choose, setCustomer };
}
