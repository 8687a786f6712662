import {
  api,
  type Order,
  type OrderWriteReply,
  updateOrderDateOperation,
  updateOrderPaymentOperation,
} from '@storedesk/shared';
import type { SummaryEdit } from './components/summary-edit-modal';

/**
 * The summary edit: the schedule (date route), then the payment (payment route) with the version the first
 * save answered, so a stale screen gets the usual 409 and nothing is half-saved by someone else's change.
 */
export async function saveOrderSummary(order: Order, edit: SummaryEdit): Promise<OrderWriteReply> {
  let version = order.version;
  let reply: OrderWriteReply | null = null;
  if (edit.schedule) {
    reply = await api.call<OrderWriteReply>(updateOrderDateOperation, {
      _id: order._id,
      version,
      ...edit.schedule,
    });
    version = reply.data.version;
  }
  if (edit.payment)
    reply = await api.call<OrderWriteReply>(updateOrderPaymentOperation, {
      _id: order._id,
      version,
      payment: edit.payment,
    });
  return reply!;
}
