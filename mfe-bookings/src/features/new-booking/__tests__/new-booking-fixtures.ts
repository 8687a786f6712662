import type { Cart, CartLine, CartPayload, CustomerDetail, StoreOrderStatus } from '@storedesk/shared';

/**
 * Data of the New booking screen tests: two statuses, a customer, an address, a service line and the priced cart
 * (the slots, booking types and methods are in features/shared/testing/booking-lookup-fixtures).
 */
export const STATUSES: StoreOrderStatus[] = [
  {
    _id: '10000000-0000-4000-8000-000000000001',
    name: 'Placed',
    master_order_status_id: '20000000-0000-4000-8000-000000000001',
    position: 1,
  },
  {
    _id: '10000000-0000-4000-8000-000000000002',
    name: 'Confirmed',
    master_order_status_id: '20000000-0000-4000-8000-000000000002',
    position: 2,
  },
];

export const CUSTOMER: CustomerDetail = {
  _id: '60000000-0000-4000-8000-000000000001',
  first_name: 'Meera',
  last_name: 'Kapoor',
  email: 'meera@example.com',
  phone_no: '9876543210',
  country_code: '+91',
  points: 120,
  order_count: 3,
  order_total: 4500,
  addresses: [],
};

export const ADDRESS = {
  first_name: 'Meera',
  last_name: 'Kapoor',
  street: '12 Lake Road',
  city: 'Kochi',
  state: 'Kerala',
  zip_code: '682001',
  country: 'India',
};

export const SERVICE_LINE = {
  product_id: '70000000-0000-4000-8000-000000000001',
  name: 'Deep Home Cleaning',
  selected_quantity: 1,
  selected_product_variant_id: null,
  request_fields: [],
};

const PRICE = 800;

/** What the server would answer for a cart payload: priced lines and the totals (a fixed 10% tax). */
export function pricedCart(payload: Pick<CartPayload, 'customer_id' | 'cart' | 'discount'>): Cart {
  const products: CartLine[] = (payload.cart.products ?? []).map((line) => {
    const unit = line.is_custom ? (line.selling_price ?? 0) : PRICE;
    return {
      product_id: line.product_id ?? null,
      name: line.name ?? 'Service',
      variant_name: null,
      selected_quantity: line.selected_quantity,
      selected_product_variant_id: line.selected_product_variant_id ?? null,
      selling_price: unit,
      compare_at_price: unit,
      display_price: unit,
      line_total: unit * line.selected_quantity,
      common_price: true,
      request_fields: line.request_fields ?? [],
      product_meta_datas: [],
      is_custom: !!line.is_custom,
      product_category_id: null,
    };
  });
  const subTotal = products.reduce((sum, l) => sum + l.line_total, 0);
  const d = payload.discount ?? { type: 'VALUE', value: 0 };
  const raw = d.type === 'PERCENTAGE' ? (subTotal * (d.value ?? 0)) / 100 : (d.value ?? 0);
  const applied = d.type === 'PERCENTAGE' ? (d.value ?? 0) <= 100 : (d.value ?? 0) <= subTotal;
  const discount = applied ? raw : 0;
  const tax = Math.round((subTotal - discount) * 10) / 100;
  const delivery = payload.cart.delivery_data?.delivery_type === 'EXPRESS' ? 150 : 50;
  return {
    _id: '80000000-0000-4000-8000-000000000001',
    customer_id: payload.customer_id,
    products,
    products_count: products.length,
    sub_total: subTotal,
    tax,
    discount: { type: d.type ?? 'VALUE', value: d.value ?? 0 },
    discount_value: discount,
    discount_applied: applied,
    points_used: 0,
    discount_by_points: 0,
    total: subTotal - discount + tax + delivery,
    delivery_data: {
      day: null,
      delivery_type: payload.cart.delivery_data?.delivery_type ?? 'SCHEDULED',
      delivery_cost: delivery,
    },
    payment: { is_paid: false, payment_method: null, payment_cost: 0 },
    shipping_address: null,
    billing_address: null,
    customer_notes: payload.cart.customer_notes ?? '',
    order_tags: payload.cart.order_tags ?? [],
    delivery_date: payload.cart.delivery_date ?? null,
    store_location_id: null,
    points: payload.cart.points ?? 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A customer with a saved default address (picked as the shipping address straight away). */
export const CUSTOMER_WITH_ADDRESS: CustomerDetail = {
  ...CUSTOMER,
  _id: '60000000-0000-4000-8000-000000000002',
  first_name: 'Arjun',
  addresses: [
    {
      _id: '61000000-0000-4000-8000-000000000001',
      ...ADDRESS,
      first_name: 'Arjun',
      locality: '',
      landmark: '',
      country_code: 'IN',
      phone_no: '9876543210',
      latitude: null,
      longitude: null,
      is_default: true,
    },
  ],
};
