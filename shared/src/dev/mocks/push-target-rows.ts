import type { PushRedirectType } from '../../index';
import { mockCategories, mockCollections } from './catalogue';
import { PRODUCTS } from './db/catalogue';
import { mockContracts } from './db/contracts';
import { mockOrders } from './db/orders';
import { mockPayments } from './db/payments';
import { storeToday } from './request';

/** Each redirect type's targets by id and the name (or number) the push details show; ids are the create check. */
export const PUSH_TARGETS: Record<PushRedirectType, () => { id: string; name: string }[]> = {
  CATEGORY: () => mockCategories().map((r) => ({ id: r._id, name: r.name })),
  PRODUCT: () => PRODUCTS.map((r) => ({ id: r._id, name: r.name })),
  COLLECTION: () => mockCollections().map((r) => ({ id: r._id, name: r.name })),
  SUBSCRIPTION: () =>
    mockContracts().map((r) => ({ id: r._id, name: `#${r.subscription_number} ${r.subscription_name}` })),
  ORDER: () => mockOrders(storeToday()).orders.map((r) => ({ id: r._id, name: `#${r.order_number}` })),
  PAYMENT_REQUEST: () => mockPayments().requests.map((r) => ({ id: r._id, name: `#${r.payment_number}` })),
};
