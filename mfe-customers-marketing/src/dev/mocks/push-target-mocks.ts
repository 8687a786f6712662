import dayjs from 'dayjs';
import type {
  CategoryOption,
  CollectionOption,
  ContractListRow,
  OrderListRow,
  PaymentListRow,
  ProductOption,
  PushRedirectType,
} from '@storedesk/shared';
import { mockCustomers } from './mock-customers';
import { person } from './push-mock-shared';
import { mockId } from '@storedesk/shared/dev/mock-data';

/**
 * The rows a new push notification can redirect to (categories, collections, services, contracts, payment
 * requests, bookings by number). Ids: categories 0x61, collections 0x62, services 0x63, contracts 0x64,
 * payment requests 0x65, bookings 0x66.
 */

const CATEGORY_NAMES = ['Cleaning', 'Appliance Repair', 'Pest Control', 'Painting', 'Plumbing', 'Electrical'];
const COLLECTION_NAMES = ['Festive Offers', 'Monsoon Care', 'New Home Essentials', 'Top Rated'];
const SERVICE_NAMES = [
  'Deep Home Cleaning',
  'Sofa Shampoo',
  'AC Service',
  'Kitchen Cleaning',
  'Termite Treatment',
  'Wall Painting',
  'Tap Repair',
  'Fan Installation',
];
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export const mockCategories = (): CategoryOption[] =>
  CATEGORY_NAMES.map((name, i) => ({
    _id: mockId(0x61, i + 1),
    name,
    url_slug: slug(name),
    image: null,
    is_parent: true,
    parent_category_id: null,
  }));

export const mockCollections = (): CollectionOption[] =>
  COLLECTION_NAMES.map((name, i) => ({ _id: mockId(0x62, i + 1), name, url_slug: slug(name), image: null }));

export const mockServices = (): ProductOption[] =>
  SERVICE_NAMES.map((name, i) => ({
    _id: mockId(0x63, i + 1),
    name,
    parent_sku: `SRV-${100 + i}`,
    selling_price: 499 + i * 250,
    compare_at_price: 599 + i * 250,
    common_price: true,
    is_available: true,
    product_category_id: mockId(0x61, (i % CATEGORY_NAMES.length) + 1),
    image: null,
    min_quantity: 1,
    max_quantity: 10,
    variants: [],
  }));

export function mockContracts(): ContractListRow[] {
  return mockCustomers()
    .slice(0, 8)
    .map((c, i) => ({
      _id: mockId(0x64, i + 1),
      subscription_number: 5001 + i,
      subscription_id: mockId(0x67, 1 + (i % 2)),
      subscription_name: i % 2 ? 'Annual Pest Care' : 'Quarterly Deep Clean',
      variant_id: 'standard',
      variant: {
        _id: 'standard',
        name: 'Standard',
        billing_period: { billing_period_id: { _id: 'months-3', value: 3 }, price: '2999.00' },
      },
      parent_sku: i % 2 ? 'PEST-ANNUAL' : 'CLEAN-QTR',
      start_date: dayjs().subtract(i, 'month').format('YYYY-MM-DD'),
      end_date: dayjs()
        .add(3 - i, 'month')
        .format('YYYY-MM-DD'),
      price: '2999.00',
      is_active: true,
      is_expired: false,
      is_approved: 'APPROVED',
      zuper_contract_uid: null,
      customer_id: c._id,
      customer: person(c),
      payment: { is_paid: i % 3 !== 0, payment_method: null, transaction_id: null },
      is_paid: i % 3 !== 0,
      request_customer_payment: false,
      order_type: 'CSC',
      applicable_to_location: null,
      renewed_from: null,
      createdAt: dayjs().subtract(i, 'month').toISOString(),
      updatedAt: dayjs().subtract(i, 'day').toISOString(),
    }));
}

export function mockPaymentRequests(): PaymentListRow[] {
  return mockCustomers()
    .slice(0, 6)
    .map((c, i) => ({
      _id: mockId(0x65, i + 1),
      payment_number: 9001 + i,
      amount: `${(1200 + i * 350).toFixed(2)}`,
      status: i % 2 ? 'PAID' : 'PENDING',
      due_date: dayjs()
        .add(i * 5, 'day')
        .format('YYYY-MM-DD'),
      customer_id: c._id,
      customer: person(c),
      order_id: mockId(0x66, i + 1),
      order_number: 1001 + i,
      customer_subscription_id: null,
      subscription_number: null,
      payment: { is_paid: i % 2 === 1, payment_method: null, transaction_id: null },
      is_paid: i % 2 === 1,
      external_invoice_uid: null,
      amount_paid: '0.00',
      link_status: 'NOT_CONFIGURED',
      needs_review: false,
      status_history: [],
      createdAt: dayjs().subtract(i, 'day').toISOString(),
      updatedAt: dayjs().subtract(i, 'day').toISOString(),
    }));
}

/** Bookings 1001..1020, enough for the booking-number check. */
export function mockBookings(): OrderListRow[] {
  return mockCustomers()
    .slice(0, 20)
    .map((c, i) => ({
      _id: mockId(0x66, i + 1),
      order_number: 1001 + i,
      customer_id: c._id,
      customer: person(c),
      products: [
        { product_id: mockId(0x63, 1), name: SERVICE_NAMES[0], variant_name: null, quantity: 1, price: 2499 },
      ],
      sub_total: 2499,
      tax: 449.82,
      discount_value: 0,
      total: 2948.82,
      delivery_date: dayjs().add(i, 'day').format('YYYY-MM-DD'),
      delivery_data: null,
      delivery_mode: 'SCHEDULED',
      current_status: {
        status_name: 'Confirmed',
        status_id: mockId(0x68, 1),
        master_order_status_id: mockId(0x68, 2),
        updated_by: null,
      },
      payment: { is_paid: false, payment_method: null, transaction_id: null },
      order_type: 'CSC',
      createdAt: dayjs().subtract(i, 'day').toISOString(),
      order_tags: [],
      store_location_id: null,
      customer_subscription_id: null,
      zuper_job_uid: null,
      version: 1,
      is_completed: false,
    }));
}

/** Each redirect type's targets by id and the name (or number) the details show; ids are the create check. */
export const PUSH_TARGETS: Record<PushRedirectType, () => { id: string; name: string }[]> = {
  CATEGORY: () => mockCategories().map((r) => ({ id: r._id, name: r.name })),
  PRODUCT: () => mockServices().map((r) => ({ id: r._id, name: r.name })),
  COLLECTION: () => mockCollections().map((r) => ({ id: r._id, name: r.name })),
  SUBSCRIPTION: () =>
    mockContracts().map((r) => ({ id: r._id, name: `#${r.subscription_number} ${r.subscription_name}` })),
  ORDER: () => mockBookings().map((r) => ({ id: r._id, name: `#${r.order_number}` })),
  PAYMENT_REQUEST: () => mockPaymentRequests().map((r) => ({ id: r._id, name: `#${r.payment_number}` })),
};
