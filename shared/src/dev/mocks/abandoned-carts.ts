import { http, HttpResponse } from 'msw';
import { CART_SORT_FIELDS, inZone, useSession, type AbandonedCartRow, type CartSortField } from '../../index';
import { findCart, mockCarts, removeCart, type MockCart } from './db/abandoned-carts';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { DAY_PATTERN, query } from './request';
import {
  deleteAbandonedCartOperation,
  getAbandonedCartOperation,
  listAbandonedCartsOperation,
} from '../../contracts/all-operations';

/** The API's texts (api/src/routes/abandoned-carts/cart-details.ts). */
const NOT_FOUND = () => fail(404, 'This customer has no cart', 'Cart Not Found');

const row = ({
  customer_id: _c,
  products: _p,
  sub_total: _s,
  tax: _t,
  discount_value: _d,
  ...rest
}: MockCart) => rest satisfies AbandonedCartRow;
const detail = ({ customer_id: _c, ...rest }: MockCart) => rest;

const storeDay = (iso: string) =>
  inZone(iso, useSession.getState().store?.store_timezone).format('YYYY-MM-DD');

/** Spec 1 §5: a range filters only with both ends. */
function inRange(value: number, low: string | null, high: string | null): boolean {
  return low === null || high === null || (value >= Number(low) && value <= Number(high));
}

/** The filters of GET store/cart/all as the API applies them (api/src/routes/abandoned-carts/list-carts.ts). */
function matches(c: MockCart, q: URLSearchParams): boolean {
  const customer = q.get('filter.customer_id');
  if (customer && c.customer_id !== customer) return false;
  const channel = q.get('filter.channel');
  if (channel && c.channel !== channel) return false;
  const day = storeDay(c.updatedAt);
  const from = q.get('filter.updated_from');
  const to = q.get('filter.updated_to');
  if ((from && day < from) || (to && day > to)) return false;
  return (
    inRange(c.total, q.get('filter.cart_value_from'), q.get('filter.cart_value_to')) &&
    inRange(c.products_count, q.get('filter.products_count_from'), q.get('filter.products_count_to'))
  );
}

function sortValue(c: MockCart, field: CartSortField): number {
  if (field === 'total' || field === 'products_count') return c[field];
  return Date.parse(c[field]);
}

/** GET store/cart/all, GET store/cart/details, DELETE store/cart/delete (contracts/abandoned-carts.ts). */
export const abandonedCartHandlers = [
  http.get(mockUrl(listAbandonedCartsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const days = [q.get('filter.updated_from'), q.get('filter.updated_to')];
    if (days.some((d) => d !== null && !DAY_PATTERN.test(d)))
      return fail(400, 'Dates must be YYYY-MM-DD.', 'Invalid Input');
    const field = (q.get('filter.sort_by') ?? 'createdAt') as CartSortField;
    if (!CART_SORT_FIELDS.includes(field)) return fail(400, 'Unknown sort field.', 'Invalid Input');
    const direction = q.get('filter.sort') === 'asc' ? 1 : -1;
    const rows = emptyScenario()
      ? []
      : mockCarts()
          .filter((c) => matches(c, q))
          .sort((a, b) => direction * (sortValue(a, field) - sortValue(b, field)));
    return HttpResponse.json(paged(rows.map(row), q.get('limit'), q.get('offset')));
  }),

  http.get(mockUrl(getAbandonedCartOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const cart = findCart(query(request).get('customer_id'));
    return cart ? HttpResponse.json({ data: detail(cart) }) : NOT_FOUND();
  }),

  http.delete(mockUrl(deleteAbandonedCartOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const cart = findCart(query(request).get('id'));
    if (!cart) return NOT_FOUND();
    removeCart(cart.customer_id);
    return HttpResponse.json({ message: 'Cart Successfully Deleted', title: 'Cart Deleted' });
  }),
];
