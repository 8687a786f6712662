import { invoiceTaxes, type TaxAmount } from '../../src/routes/orders/place-of-supply';

/** Issue 21 §3: GST by place of supply (the service address's state against the GSTIN's). */
const KARNATAKA_GSTIN = '29ABCDE1234F1Z5';
const pair: TaxAmount[] = [
  { name: 'CGST', type: 'PERCENTAGE', value: 9, amount: 90.01 },
  { name: 'SGST', type: 'PERCENTAGE', value: 9, amount: 90.01 },
];

describe('invoiceTaxes', () => {
  it('another state: one IGST line at the whole rate, the same total', () => {
    expect(invoiceTaxes(pair, KARNATAKA_GSTIN, 'Tamil Nadu')).toEqual({
      placeOfSupply: 'Tamil Nadu (33)',
      lines: [{ label: 'IGST', rate: 18, amount: 180.02 }],
    });
  });

  it('the same state, by name, ISO or GST code: CGST + SGST, half each', () => {
    for (const state of ['Karnataka', 'KA', 'karnataka ', '29'])
      expect(invoiceTaxes(pair, KARNATAKA_GSTIN, state).lines).toEqual([
        { label: 'CGST', rate: 9, amount: 90.01 },
        { label: 'SGST', rate: 9, amount: 90.01 },
      ]);
  });

  it('a single GST tax is split within the state (odd paise to SGST) and kept whole across; other taxes stay', () => {
    const taxes: TaxAmount[] = [
      { name: 'GST', type: 'PERCENTAGE', value: 18, amount: 10.01 },
      { name: 'Cess', type: 'VALUE', value: 5, amount: 5 },
    ];
    expect(invoiceTaxes(taxes, '07AAACD1234E1Z1', 'New Delhi').lines).toEqual([
      { label: 'CGST', rate: 9, amount: 5.01 },
      { label: 'SGST', rate: 9, amount: 5 },
      { label: 'Cess', rate: null, amount: 5 },
    ]);
    expect(invoiceTaxes(taxes, '07AAACD1234E1Z1', 'Haryana').lines[0]).toEqual({
      label: 'IGST',
      rate: 18,
      amount: 10.01,
    });
  });

  it('a union territory without a legislature charges UTGST', () => {
    expect(invoiceTaxes(pair, '04AAACC1234E1Z1', 'Chandigarh').lines.map((l) => l.label)).toEqual([
      'CGST',
      'UTGST',
    ]);
  });

  it('an unknown state or no GSTIN: the taxes as set up, the address words as the place of supply', () => {
    expect(invoiceTaxes(pair, '', 'Maharashtra')).toEqual({
      placeOfSupply: 'Maharashtra (27)',
      lines: [
        { label: 'CGST', rate: 9, amount: 90.01 },
        { label: 'SGST', rate: 9, amount: 90.01 },
      ],
    });
    expect(invoiceTaxes(pair, KARNATAKA_GSTIN, 'Somewhere').placeOfSupply).toBe('Somewhere');
    expect(invoiceTaxes(pair, KARNATAKA_GSTIN, null).placeOfSupply).toBe('');
  });
});
