import { stateNamed, stateOfGstin, type IndianState } from './indian-states';

/** A tax as the invoice lists it, with its amount already worked out (booking-totals.ts taxBreakdown). */
export interface TaxAmount {
  name: string;
  type: string;
  value: number;
  amount: number;
}

export interface InvoiceTaxes {
  /** The place of supply as the invoice shows it ('Maharashtra (27)'), or the address's own words, or ''. */
  placeOfSupply: string;
  lines: { label: string; rate: number | null; amount: number }[];
}

/** The store's GST taxes, however it set them up (one GST line, or the CGST + SGST pair, or IGST). */
const GST_NAME = /^(gst|igst|cgst|sgst|utgst)\b/i;

const toPaise = (value: number) => Math.round(value * 100);

/**
 * The tax lines of an invoice by its place of supply: a service is supplied where it is done, the service address.
 * When that state differs from the store's (the GSTIN's first two digits) the GST is charged as IGST at the whole
 * rate; when it is the same, as CGST + SGST (UTGST in a union territory without a legislature), half the rate each.
 * The total tax stays the booking's. When either state is not known, the store's taxes are shown as they are set up.
 */
export function invoiceTaxes(
  taxes: TaxAmount[],
  gstin: string,
  addressState: string | null | undefined,
): InvoiceTaxes {
  const storeState = stateOfGstin(gstin);
  const supply = stateNamed(addressState);
  const placeOfSupply = supply ? `${supply.name} (${supply.gst})` : (addressState?.trim() ?? '');
  const asSetUp = taxes.map((t) => ({
    label: t.name,
    rate: t.type === 'PERCENTAGE' ? t.value : null,
    amount: t.amount,
  }));
  const gst = taxes.filter((t) => GST_NAME.test(t.name.trim()) && t.type === 'PERCENTAGE');
  if (!storeState || !supply || gst.length === 0) return { placeOfSupply, lines: asSetUp };
  const rate = gst.reduce((sum, t) => sum + t.value, 0);
  const paise = gst.reduce((sum, t) => sum + toPaise(t.amount), 0);
  const others = asSetUp.filter((_, i) => !gst.includes(taxes[i]));
  return { placeOfSupply, lines: [...gstLines(storeState, supply, rate, paise), ...others] };
}

function gstLines(store: IndianState, supply: IndianState, rate: number, paise: number) {
  if (store.gst !== supply.gst) return [{ label: 'IGST', rate, amount: paise / 100 }];
  const central = Math.round(paise / 2);
  return [
    { label: 'CGST', rate: rate / 2, amount: central / 100 },
    { label: supply.utgst ? 'UTGST' : 'SGST', rate: rate / 2, amount: (paise - central) / 100 },
  ];
}
