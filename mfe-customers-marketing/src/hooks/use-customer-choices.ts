import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, useErrorToast, useSession, type CustomerSearchReply } from '@storedesk/shared';
import { customerName } from '../features/customers/components/customer-display';

/** Customer searches ask for 15 (spec 1 §5, spec 2 §9); where they start is the screen's (2 or 3 characters). */
export const CUSTOMER_SEARCH_LIMIT = 15;

/** A customer as a search select shows it: "Name (phone or e-mail)". */
export interface CustomerSearchChoice {
  value: string;
  label: string;
  /** Shown but not pickable (with the reason in the label). */
  disabled?: boolean;
}

export interface CustomerChoiceOptions {
  /**
   * Customers who turned push notifications off are shown disabled, their label saying so (issue 11: they
   * were pickable and failed only at submit).
   */
  pushOnly?: { reason: string };
}

/**
 * GET customer/search?limit=15&offset=1&filter.keyword for a search select: the matching customers as choices,
 * not asked below `minLength` characters of the trimmed keyword; a failure shows the server's message.
 */
export function useCustomerChoices(keyword: string, minLength: number, options: CustomerChoiceOptions = {}) {
  const storeId = useSession((state) => state.store?._id);
  const { pushOnly } = options;
  const trimmed = keyword.trim();
  const search = useQuery({
    queryKey: ['customer-search', storeId, trimmed] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerSearchReply>(
        'customer/search',
        { limit: CUSTOMER_SEARCH_LIMIT, offset: 1, 'filter.keyword': trimmed },
        { signal },
      ),
    enabled: trimmed.length >= minLength,
  });
  useErrorToast(search.error, search.errorUpdatedAt);
  const choices = useMemo<CustomerSearchChoice[]>(
    () =>
      (search.data?.data ?? []).map((c) => {
        const contact = c.phone_no ?? c.email;
        const label = contact ? `${customerName(c)} (${contact})` : customerName(c);
        if (pushOnly && c.push_notification === false)
          return { value: c._id, label: `${label} - ${pushOnly.reason}`, disabled: true };
        return { value: c._id, label };
      }),
    [search.data, pushOnly],
  );
  return { choices, searching: search.isFetching };
}
