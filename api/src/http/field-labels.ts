/**
 * The label a person knows a request field by, from its name in the schema (`store_payment.amount` -> "Amount",
 * `filter.order_from_date` -> "Booking from date"), so a refused value is explained in the screen's words and
 * never as a developer path. Names whose plain reading is not the screen's label are listed here.
 */
const LABELS: Record<string, string> = {
  _id: 'Id',
  id: 'Id',
  dob: 'Date of birth',
  phone_no: 'Phone number',
  url_slug: 'Slug',
  limit: 'Page size',
  offset: 'Page number',
  store_payment_id: 'Payment request',
  order_id: 'Booking',
  order_no: 'Booking number',
  order_number: 'Booking number',
  order_status: 'Booking status',
  order_type: 'Channel',
  customer_subscription_id: 'Contract',
  subscription_id: 'Plan',
  subscription_no: 'Contract number',
  subscription_number: 'Contract number',
  store_blog_id: 'Blog post',
  product_id: 'Service',
  selected_product_variant_id: 'Variant',
  store_location_id: 'Location',
  applicable_to_location: 'Location',
  location: 'Location',
  from_total: 'Total from',
  to_total: 'Total to',
  idempotency_key: 'Submission key',
  blog_cover_pic: 'Featured image',
};

/** Number fields that hold money; their limits are shown in rupees. */
const MONEY = /(^|_)(amount|price|cost|total)(_|$)|(^|_)(lifetime_value|cart_value)(_|$)/;

/** The schema's last named segment: array indexes and the `filter.` prefix of query filters are not names. */
export function fieldKey(path: string[]): string | undefined {
  const named = path.filter((segment) => !/^\d+$/.test(segment));
  const last = named[named.length - 1];
  return last?.replace(/^filter\./, '');
}

export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/^is_/, '')
    .replace(/_id$/, '')
    .split(/[_\s]+/)
    .filter(Boolean)
    // The product says "booking" where the data says "order" (spec 2).
    .map((word) => (word === 'order' ? 'booking' : word === 'orders' ? 'bookings' : word));
  const text = words.join(' ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'A field';
}

export const isMoneyField = (key: string | undefined): boolean => key !== undefined && MONEY.test(key);
