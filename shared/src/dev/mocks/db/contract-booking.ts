import type {
  ContractDetails,
  ContractItem,
  Order,
  OrderAddress,
  ServiceRequestInput,
} from '../../../contracts';
import { DELIVERY_TYPES, PRODUCTS, STORE_STATUSES } from './catalogue';
import { mockOrders, statusBlock } from './orders';
import { storeToday } from '../request';
import { mockId } from '../seeded';

/**
 * The booking a service request makes (contracts/subscription-service-request.ts): the contract's customer at its
 * first address, the item's service (the chosen variant, or the item's) at price 0 because the contract pays,
 * linked by customer_subscription_id so the bookings list and details show it.
 */
export function contractBooking(
  contract: ContractDetails,
  item: ContractItem,
  input: ServiceRequestInput,
  day: string,
): Order {
  const store = mockOrders(storeToday());
  const n = store.orders.length + 1;
  const product = PRODUCTS.find((p) => p._id === item.product_id);
  const variantId = input.selected_product_variant_id ?? item.selected_product_variant_id;
  const variant = product?.variants.find((v) => v._id === variantId);
  const now = new Date().toISOString();
  const paid = input.payment?.is_paid ?? false;
  return {
    _id: mockId(0x44, 0x300000 + n),
    order_number: Math.max(1000, ...store.orders.map((o) => o.order_number)) + 1,
    customer_id: contract.customer_id,
    customer: { ...contract.customer, _id: contract.customer_id },
    products: [
      {
        _id: mockId(0x45, 0x300000 + n),
        product_id: item.product_id,
        name: item.product_name ?? product?.name ?? '',
        variant_name: variant?.name ?? item.variant_name,
        selected_quantity: item.quantity,
        selected_product_variant_id: variantId,
        selling_price: 0,
        compare_at_price: 0,
        request_fields: input.request_fields ?? [],
        is_custom: false,
      },
    ],
    sub_total: 0,
    tax: 0,
    discount: null,
    discount_value: 0,
    discount_by_admin: 0,
    discounts: [],
    total: 0,
    points_used: 0,
    discount_by_points: 0,
    delivery_date: day,
    delivery_data: { ...input.delivery_data, type: DELIVERY_TYPES[0].type },
    delivery_mode: DELIVERY_TYPES[0].type,
    current_status: statusBlock(STORE_STATUSES[0]._id),
    payment: { is_paid: paid, payment_method: input.payment?.payment_method ?? null, transaction_id: null },
    order_type: 'CSC',
    createdAt: now,
    updatedAt: now,
    shipping_address: (contract.addresses[0] as OrderAddress | undefined) ?? null,
    billing_address: null,
    order_tags: [],
    customer_notes: [],
    store_location_id: contract.location?._id ?? null,
    customer_subscription_id: contract._id,
    zuper_job_uid: null,
    request_customer_payment: false,
    send_mail: true,
    version: 1,
    is_completed: false,
  };
}
