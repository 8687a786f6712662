import { storeToday } from '../request';
import { round2 } from '../seeded';
import type { MockCustomer } from './customers';
import { mockOrders } from './orders';

/** The customer with the count and total of its bookings, worked out from the bookings like the API does. */
export function withCounts(c: MockCustomer): MockCustomer {
  const theirs = mockOrders(storeToday()).orders.filter((o) => o.customer_id === c._id);
  return {
    ...c,
    order_count: theirs.length,
    order_total: round2(theirs.reduce((s, o) => s + o.total, 0)),
  };
}
