/**
 * Existing bookings (spec 2 §3 "Booking (order)", §7). Paths the spec leaves "not shown" are chosen here:
 *
 *   GET    /api/store/order/all                list_order                  ListOrdersQuery  -> ListOrdersReply
 *   GET    /api/store/order/details?id=        detail_order                OrderDetailsQuery -> OrderDetailsReply
 *   GET    /api/store/order/daywise            daywise_order               DaywiseQuery     -> DaywiseReply
 *   PUT    /api/store/order/status             update_order_status         UpdateOrderStatusBody
 *   PUT    /api/store/order/date               update_order_date           UpdateOrderDateBody
 *   PUT    /api/store/order/tags               update_order_tags           UpdateOrderTagsBody
 *   PUT    /api/store/order/address            update_order_address        UpdateOrderAddressBody
 *   PUT    /api/store/order/payment            update_order_payment_status UpdateOrderPaymentBody
 *   PUT    /api/store/order/notes              update_order_notes          AddOrderNoteBody
 *   PUT    /api/store/order/products           update_order_items          UpdateOrderProductsBody
 *   DELETE /api/store/order?id=&version=       delete_order                DeleteOrderQuery
 *   PUT    /api/store/order/sync               sync_order                  SyncOrderBody
 *
 * The spec's single "update booking" PUT is split into one route per field group because each group has its own
 * permission (spec 2 §6: SITEADMIN may change the date but not the tags), and a route checks exactly one.
 * Every write answers `OrderWriteReply` = {message, title, data: the booking after the write} so the screen can
 * show it without a reload. Every write carries the `version` the screen read; a stale one answers 409
 * (ORDER_CHANGED_*) and writes nothing. A booking in the completed status (master id ending in 819) refuses every
 * write with 403 (ORDER_COMPLETED_*, the locked-option text).
 */

// The contracts live one job a file; this file re-exports them so `./orders` imports keep working.
export { DayString } from './order-fields';
export * from './order-details';
export * from './order-list';
export * from './order-daywise';
export * from './order-writes';
