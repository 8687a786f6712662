import type { Dayjs } from 'dayjs';
import {
  SERVICE_REQUEST_MESSAGES as M,
  weekdayOf,
  type ContractItem,
  type RequestFieldSchema,
  type ServiceRequestInput,
  type SlotChoice,
} from '@storedesk/shared';
import { fromFormValues, type RequestFormValues } from '@storedesk/shared/ui';

/** The request form's values; request field answers are keyed by field _id under request_fields. */
export interface RequestServiceValues {
  item_id?: string;
  variant_id?: string | null;
  date?: Dayjs | null;
  slot?: string;
  request_fields?: RequestFormValues;
  payment_method?: string | null;
  is_paid?: boolean;
}

/** What the checks and the request need beside the values: the contract's items, the date's slots, the fields. */
export interface RequestServiceContext {
  items: ContractItem[];
  slots: SlotChoice[];
  fields: RequestFieldSchema[];
  /** The store's today, start of day. */
  today: Dayjs;
}

/**
 * The screen's checks before sending, in SERVICE_REQUEST_MESSAGES' words (all titled 'Missing Fields'): the first
 * problem, or null. An item with no visits left cannot be chosen; a day before today counts as no day.
 */
export function requestServiceProblem(
  values: RequestServiceValues,
  ctx: RequestServiceContext,
): string | null {
  const item = ctx.items.find((i) => i._id === values.item_id);
  if (!item || item.available_quantity < 1) return M.selectItem;
  if (!values.date || values.date.isBefore(ctx.today, 'day')) return M.selectDate;
  if (!ctx.slots.some((s) => s._id === values.slot)) return M.selectSlot;
  return null;
}

/** The checked form as request_service takes it: date YYYY/MM/DD, the slot of that weekday, answered fields only. */
export function toServiceRequestInput(
  contractId: string,
  values: RequestServiceValues,
  ctx: RequestServiceContext,
): ServiceRequestInput {
  const slot = ctx.slots.find((s) => s._id === values.slot)!;
  const answers = fromFormValues(ctx.fields, values.request_fields ?? {});
  return {
    _id: contractId,
    item_id: values.item_id!,
    ...(values.variant_id ? { selected_product_variant_id: values.variant_id } : {}),
    delivery_date: values.date!.format('YYYY/MM/DD'),
    delivery_data: {
      day: weekdayOf(values.date!),
      start_time: slot.start_time,
      end_time: slot.end_time,
      ...(slot.cutoff_time ? { cutoff_time: slot.cutoff_time } : {}),
    },
    ...(answers.length ? { request_fields: answers } : {}),
    payment: { payment_method: values.payment_method ?? null, is_paid: values.is_paid ?? false },
  };
}
