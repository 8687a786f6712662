import { operation } from './operation';

/**
 * The operations whose schemas are in lookups.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listMasterOrderStatusesOperation = operation('GET', '/master/order_status/all');
export const listOrderStatusesOperation = operation('GET', '/store/order_status/all');
export const listPaymentMethodsOperation = operation('GET', '/master/payment_method/all');
export const listDeliverySlotsOperation = operation('GET', '/store/delivery_slot/all');
export const listDeliveryTypesOperation = operation('GET', '/store/delivery_type/all');
export const listDiscountsOperation = operation('GET', '/store/discount/all');
export const listLocationsOperation = operation('GET', '/store/location/all');
export const getPointsSettingsOperation = operation('GET', '/store/points');
export const listTaxesOperation = operation('GET', '/store/tax/all');
export const searchProductsOperation = operation('GET', '/store/product/all');
export const getProductFormOperation = operation('GET', '/store/product/form');
