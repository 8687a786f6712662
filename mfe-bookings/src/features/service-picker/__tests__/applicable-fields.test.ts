import { applicableFields } from '@storedesk/shared/ui';
import { BHK2_ID, BHK3_ID, CLEANING_FIELDS } from '../../shared/testing/service-fixtures';

const names = (variantId: string | null) => applicableFields(CLEANING_FIELDS, variantId).map((f) => f.name);

describe('applicableFields', () => {
  it('keeps active fields of every variant and of the chosen one, in order', () => {
    expect(names(BHK2_ID)).toEqual(['Pets at home', 'Rooms to skip']);
    expect(names(BHK3_ID)).toEqual(['Pets at home', 'Third bedroom notes']);
  });

  it('asks only the fields of every variant when no variant is chosen', () => {
    expect(names(null)).toEqual(['Pets at home']);
  });

  it('never asks an inactive field, even one of every variant', () => {
    const fields = CLEANING_FIELDS.map((f) => ({ ...f, is_active: false }));
    expect(applicableFields(fields, BHK2_ID)).toEqual([]);
  });

  it('treats an empty variant id on a field as "every variant"', () => {
    const [first] = CLEANING_FIELDS;
    expect(applicableFields([{ ...first, product_variant_id: '' }], BHK3_ID)).toHaveLength(1);
  });
});
