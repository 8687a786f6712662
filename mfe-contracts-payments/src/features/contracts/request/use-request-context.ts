import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  slotsFor,
  storeClock,
  useDeliverySlots,
  usePaymentMethods,
  useProductForm,
  useSession,
  type ContractDetails,
} from '@storedesk/shared';
import { applicableFields } from '@storedesk/shared/ui';
import { useServiceVariants } from '../api/service-variants';
import type { RequestServiceContext } from './request-service-values';

export interface RequestContextInput {
  contract: ContractDetails;
  open: boolean;
  /** The store's today, YYYY-MM-DD. */
  today: string;
  itemId: string | undefined;
  variantId: string | null | undefined;
  date: Dayjs | null | undefined;
}

/**
 * What the request form reads for its current choices: the chosen service, its variants (when the contract left the
 * variant open), the day's slots (not those already over today, in the store's zone), the request fields of the
 * service for the variant, and the payment methods.
 */
export function useRequestContext({ contract, open, today, itemId, variantId, date }: RequestContextInput) {
  const tz = useSession((state) => state.store?.store_timezone);
  const items = contract.variant.applicable_to;
  const item = items.find((i) => i._id === itemId);
  const variants = useServiceVariants(
    item && !item.selected_product_variant_id ? item.product_id : undefined,
    item?.product_name,
  );
  const productForm = useProductForm(open ? item?.product_id : undefined);
  const slotDays = useDeliverySlots();
  const methods = usePaymentMethods();

  const ctx: RequestServiceContext = useMemo(
    () => ({
      items,
      today: dayjs(today),
      slots: slotsFor(slotDays.data ?? [], date, storeClock(tz)),
      fields: productForm.data?.is_available
        ? applicableFields(
            productForm.data.request_fields,
            variantId ?? item?.selected_product_variant_id ?? null,
          )
        : [],
    }),
    [items, today, slotDays.data, date, tz, productForm.data, variantId, item],
  );
  return { ctx, item, variants, methods };
}
