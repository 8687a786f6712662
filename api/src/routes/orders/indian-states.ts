/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN) and ISO 3166-2
 * codes, to tell a service address's state from the store's. An address names its state in words or by a code.
 */
export interface IndianState {
  gst: string;
  name: string;
  /** ISO 3166-2:IN codes and other spellings people type, compared without case, spaces or punctuation. */
  aliases: string[];
  /** A union territory without a legislature charges UTGST where a state charges SGST. */
  utgst?: boolean;
}

export const INDIAN_STATES: IndianState[] = [
  { gst: '01', name: 'Jammu and Kashmir', aliases: ['JK'] },
  { gst: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { gst: '03', name: 'Punjab', aliases: ['PB'] },
  { gst: '04', name: 'Chandigarh', aliases: ['CH'], utgst: true },
  { gst: '05', name: 'Uttarakhand', aliases: ['UK', 'UT', 'UL', 'Uttaranchal'] },
  { gst: '06', name: 'Haryana', aliases: ['HR'] },
  { gst: '07', name: 'Delhi', aliases: ['DL', 'New Delhi', 'NCT of Delhi'] },
  { gst: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { gst: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { gst: '10', name: 'Bihar', aliases: ['BR'] },
  { gst: '11', name: 'Sikkim', aliases: ['SK'] },
  { gst: '12', name: 'Arunachal Pradesh', aliases: ['AR'] },
  { gst: '13', name: 'Nagaland', aliases: ['NL'] },
  { gst: '14', name: 'Manipur', aliases: ['MN'] },
  { gst: '15', name: 'Mizoram', aliases: ['MZ'] },
  { gst: '16', name: 'Tripura', aliases: ['TR'] },
  { gst: '17', name: 'Meghalaya', aliases: ['ML'] },
  { gst: '18', name: 'Assam', aliases: ['AS'] },
  { gst: '19', name: 'West Bengal', aliases: ['WB'] },
  { gst: '20', name: 'Jharkhand', aliases: ['JH'] },
  { gst: '21', name: 'Odisha', aliases: ['OD', 'OR', 'Orissa'] },
  { gst: '22', name: 'Chhattisgarh', aliases: ['CG', 'CT'] },
  { gst: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { gst: '24', name: 'Gujarat', aliases: ['GJ'] },
  {
    gst: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['DH', 'DN', 'DD', 'Dadra and Nagar Haveli', 'Daman and Diu'],
    utgst: true,
  },
  { gst: '27', name: 'Maharashtra', aliases: ['MH'] },
  { gst: '29', name: 'Karnataka', aliases: ['KA'] },
  { gst: '30', name: 'Goa', aliases: ['GA'] },
  { gst: '31', name: 'Lakshadweep', aliases: ['LD'], utgst: true },
  { gst: '32', name: 'Kerala', aliases: ['KL'] },
  { gst: '33', name: 'Tamil Nadu', aliases: ['TN'] },
  { gst: '34', name: 'Puducherry', aliases: ['PY', 'Pondicherry'] },
  { gst: '35', name: 'Andaman and Nicobar Islands', aliases: ['AN'], utgst: true },
  { gst: '36', name: 'Telangana', aliases: ['TG', 'TS'] },
  { gst: '37', name: 'Andhra Pradesh', aliases: ['AP', 'AD'] },
  { gst: '38', name: 'Ladakh', aliases: ['LA'], utgst: true },
];

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
const byKey = new Map<string, IndianState>();
for (const state of INDIAN_STATES)
  for (const name of [state.name, state.gst, ...state.aliases]) byKey.set(key(name), state);
// Daman and Diu kept its own code (25) before the merger; GSTINs issued then still start with it.
byKey.set(
  '25',
  INDIAN_STATES.find((s) => s.gst === '26')!,
);

/** The state of a GSTIN (its first two digits), or null when it has none that is known. */
export function stateOfGstin(gstin: string): IndianState | null {
  const code = /^\s*(\d{2})/.exec(gstin)?.[1];
  return code ? (byKey.get(code) ?? null) : null;
}

/** The state an address names (in words, by its ISO or GST code), or null when it is not one of India's. */
export function stateNamed(text: string | null | undefined): IndianState | null {
  return text ? (byKey.get(key(text)) ?? null) : null;
}
