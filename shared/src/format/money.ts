/**
 * Money with 2 decimals (spec 1 §9: prices are rounded to 2 decimals). With an ISO currency code the amount
 * carries its symbol; an unknown code falls back to "CODE 1,234.50". Amounts may arrive as numeric strings
 * (PostgreSQL numeric), so strings are accepted; an empty or non-numeric value gives ''.
 */
const LOCALE = 'en';

export function formatMoney(value: number | string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const plain = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!currency) return plain.format(amount);
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${currency} ${plain.format(amount)}`;
  }
}
