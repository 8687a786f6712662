import type {
  DeliverySlotDay,
  DeliveryType,
  Discount,
  MasterOrderStatus,
  PaymentMethod,
  PointsConfig,
  ProductOption,
  RequestFieldSchema,
  StoreLocation,
  StoreOrderStatus,
  Tax,
} from '../../../index';
import { MOCK_PAYMENT_METHODS, mockId } from '../seeded';

/**
 * The standalone store's setup: statuses, slots, delivery types, locations, taxes, discounts, payment methods,
 * points and the service catalogue. Fixed values (no randomness): the screens' pickers look the same every time.
 * Id kinds: 0x10 master status, 0x11 store status, 0x12 slot day, 0x13 delivery type, 0x14 location, 0x15 tax,
 * 0x16 discount, 0x17 payment method, 0x18 points, 0x20 product, 0x21 variant, 0x22 category.
 */
const MASTER = ['PENDING', 'CONFIRMED', 'IN_PROGRESS', 'CANCELLED'] as const;
/** The completed master status: its id ends in 819 (spec 2 §4). */
export const COMPLETED_MASTER_ID = mockId(0x10, 0x819);

export const MASTER_STATUSES: MasterOrderStatus[] = [
  ...MASTER.map((code, i) => ({
    _id: mockId(0x10, i + 1),
    code,
    name: code.charAt(0) + code.slice(1).toLowerCase().replace('_', ' '),
    position: i + 1,
  })),
  { _id: COMPLETED_MASTER_ID, code: 'COMPLETED', name: 'Completed', position: MASTER.length + 1 },
];

export const STORE_STATUSES: StoreOrderStatus[] = [
  ['New', 0],
  ['Confirmed', 1],
  ['Technician Assigned', 2],
  ['Completed', 4],
  ['Cancelled', 3],
].map(([name, master], i) => ({
  _id: mockId(0x11, i + 1),
  name: name as string,
  master_order_status_id: MASTER_STATUSES[master as number]._id,
  position: i + 1,
}));

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const SLOT_TIMES = [
  ['09:00', '11:00', '08:00'],
  ['11:00', '13:00', '10:00'],
  ['14:00', '16:00', '13:00'],
  ['16:00', '18:00', '15:00'],
] as const;
/** Slot cards MONDAY..SUNDAY; Sunday is a holiday (inactive) so the screens show the "no slots" state too. */
export const SLOT_DAYS: DeliverySlotDay[] = WEEKDAYS.map((day, d) => ({
  _id: mockId(0x12, d + 1),
  day,
  start_time: '09:00',
  end_time: '18:00',
  is_holiday: day === 'SUNDAY',
  is_active: day !== 'SUNDAY',
  slots: SLOT_TIMES.map(([start_time, end_time, cutoff_time], s) => ({
    _id: `slot-${d + 1}-${s + 1}`,
    start_time,
    end_time,
    cutoff_time,
    is_active: true,
  })),
}));

export const DELIVERY_TYPES: DeliveryType[] = [
  ['SCHEDULED', 'Scheduled visit', 0, 0],
  ['EXPRESS', 'Express (within 3 hours)', 199, 2999],
].map(([type, name, price, cutoff], i) => ({
  _id: mockId(0x13, i + 1),
  type: type as string,
  name: name as string,
  image: null,
  price: price as number,
  cutoff_price: cutoff as number,
  is_active: true,
  is_default: i === 0,
}));

export const LOCATIONS: StoreLocation[] = [
  ['Indiranagar', ['560038', '560008']],
  ['Koramangala', ['560034', '560095']],
  ['Whitefield', ['560066', '560048']],
].map(([name, pincodes], i) => ({
  _id: mockId(0x14, i + 1),
  name: name as string,
  serving_locations: (pincodes as string[]).map((pincode) => ({ pincode })),
}));

export const TAXES: Tax[] = [
  { _id: mockId(0x15, 1), name: 'CGST', value: 9, type: 'PERCENTAGE', description: 'Central GST 9%' },
  { _id: mockId(0x15, 2), name: 'SGST', value: 9, type: 'PERCENTAGE', description: 'State GST 9%' },
];

export const DISCOUNTS: Discount[] = [
  ['Festive 10%', 'FEST10', 'PERCENTAGE', 10],
  ['Flat 200 off', 'FLAT200', 'VALUE', 200],
].map(([name, code, value_type, value], i) => ({
  _id: mockId(0x16, i + 1),
  name: name as string,
  code: code as string,
  discount_type: 'ORDER',
  value_type: value_type as string,
  value: value as number,
  expiry_date: null,
  is_active: true,
}));

export const PAYMENT_METHODS: PaymentMethod[] = MOCK_PAYMENT_METHODS;

export const POINTS: PointsConfig = {
  _id: mockId(0x18, 1),
  uom: { points: 10, currency: 1 },
  usage_condition: [
    { customer_group: 'ALL', order_value_min: 500, order_value_max: 100000, points_cap: 2000 },
  ],
};

export const CATEGORY_NAMES = [
  'Cleaning',
  'Appliance Repair',
  'Pest Control',
  'Plumbing',
  'Electrical',
  'Spa & Massage',
  'Car Care',
];
/** A category's name by id (the catalogue's categories are numbered 1..7). */
export const categoryName = (id: string | null) =>
  CATEGORY_NAMES.find((_, i) => mockId(0x22, i + 1) === id) ?? 'Custom services';

/** [name, category, price, variants (name, price)] */
const SERVICES: [string, number, number, [string, number][]][] = [
  [
    'Deep Home Cleaning',
    1,
    2999,
    [
      ['1 BHK', 2999],
      ['2 BHK', 3999],
      ['3 BHK', 4999],
    ],
  ],
  ['Bathroom Cleaning', 1, 499, []],
  ['Kitchen Cleaning', 1, 1299, []],
  [
    'Sofa Shampooing',
    1,
    799,
    [
      ['3 seats', 799],
      ['5 seats', 1199],
    ],
  ],
  [
    'AC Service & Repair',
    2,
    599,
    [
      ['Split AC', 599],
      ['Window AC', 499],
    ],
  ],
  ['Washing Machine Repair', 2, 449, []],
  ['Cockroach Control', 3, 899, []],
  ['Termite Treatment', 3, 2499, []],
  ['Tap & Mixer Repair', 4, 199, []],
  ['Switchboard Repair', 5, 149, []],
  [
    'Full Body Massage',
    6,
    1899,
    [
      ['60 minutes', 1899],
      ['90 minutes', 2599],
    ],
  ],
  ['Car Wash at Home', 7, 699, []],
];

export const PRODUCTS: ProductOption[] = SERVICES.map(([name, category, price, variants], p) => ({
  _id: mockId(0x20, p + 1),
  name,
  parent_sku: `SVC-${String(p + 1).padStart(3, '0')}`,
  selling_price: price,
  compare_at_price: Math.round(price * 1.2),
  common_price: variants.length === 0,
  is_available: name !== 'Termite Treatment',
  product_category_id: mockId(0x22, category),
  image: null,
  min_quantity: 1,
  max_quantity: 10,
  variants: variants.map(([variant, variantPrice], v) => ({
    _id: mockId(0x21, (p + 1) * 100 + v + 1),
    name: variant,
    price: variantPrice,
    compare_at_price: Math.round(variantPrice * 1.2),
  })),
}));

/** Request forms: cleaning and pest control ask a few questions; the others have no form. */
export function productForm(product: ProductOption): {
  is_available: boolean;
  request_fields: RequestFieldSchema[];
} {
  const category = product.product_category_id;
  if (category !== mockId(0x22, 1) && category !== mockId(0x22, 3))
    return { is_available: false, request_fields: [] };
  const field = (n: number, name: string, field_type: string, options: string[], mandatory: boolean) => ({
    _id: `${product._id}-field-${n}`,
    name,
    field_type,
    field_options: options,
    is_mandatory: mandatory,
    is_active: true,
    product_variant_id: null,
  });
  return {
    is_available: true,
    request_fields: [
      field(1, 'Pets at home', 'RADIO', ['Yes', 'No'], true),
      field(2, 'Preferred products', 'MULTI_ITEM', ['Eco friendly', 'Fragrance free', 'Standard'], false),
      field(3, 'Notes for the technician', 'SINGLE_LINE', [], false),
    ],
  };
}

/** The unit price of a product (or of its variant). */
export function unitPrice(product: ProductOption, variantId: string | null | undefined): number {
  return product.variants.find((v) => v._id === variantId)?.price ?? product.selling_price;
}
