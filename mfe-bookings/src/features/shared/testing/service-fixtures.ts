import type { ProductOption, RequestFieldSchema } from '@storedesk/shared';

/** Services and forms for the picker and booking-details tests. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CLEANING_ID = uuid(7001);
export const BHK2_ID = uuid(7101);
export const BHK3_ID = uuid(7102);
export const SOFA_ID = uuid(7002);
export const AC_ID = uuid(7003);

export const CLEANING: ProductOption = {
  _id: CLEANING_ID,
  name: 'Deep Home Cleaning',
  parent_sku: 'DHC',
  selling_price: 1499,
  compare_at_price: 1799,
  common_price: false,
  is_available: true,
  product_category_id: null,
  image: null,
  min_quantity: 1,
  max_quantity: 5,
  variants: [
    { _id: BHK2_ID, name: '2 BHK', price: 1499, compare_at_price: 1799 },
    { _id: BHK3_ID, name: '3 BHK', price: 1999, compare_at_price: 2299 },
  ],
};
export const SOFA: ProductOption = {
  ...CLEANING,
  _id: SOFA_ID,
  name: 'Sofa Shampoo',
  parent_sku: 'SOFA',
  selling_price: 799,
  compare_at_price: 0,
  common_price: true,
  min_quantity: 2,
  max_quantity: 4,
  variants: [],
};
export const AC: ProductOption = {
  ...SOFA,
  _id: AC_ID,
  name: 'AC Service',
  min_quantity: 1,
  max_quantity: 3,
};

const field = (n: number, overrides: Partial<RequestFieldSchema>): RequestFieldSchema => ({
  _id: `f${n}`,
  name: `Field ${n}`,
  field_type: 'SINGLE_LINE',
  field_options: [],
  is_mandatory: false,
  is_active: true,
  product_variant_id: null,
  ...overrides,
});

/** Cleaning: two fields for 2 BHK, one inactive, one for 3 BHK only. */
export const CLEANING_FIELDS: RequestFieldSchema[] = [
  field(1, { name: 'Pets at home', field_type: 'RADIO', field_options: ['Yes', 'No'], is_mandatory: true }),
  field(2, {
    name: 'Rooms to skip',
    field_type: 'MULTI_ITEM',
    field_options: ['Kitchen', 'Balcony'],
    is_mandatory: true,
    product_variant_id: BHK2_ID,
  }),
  field(3, { name: 'Old question', is_active: false }),
  field(4, { name: 'Third bedroom notes', is_mandatory: true, product_variant_id: BHK3_ID }),
];
/** AC: a form whose only field is inactive, so nothing is asked. */
export const AC_FIELDS: RequestFieldSchema[] = [field(5, { name: 'Unit count', is_active: false })];
