/** A phone as every list shows it: with its country code ("+91 9876543210"); '' when there is no number. */
export function formatPhone(phone: string | null | undefined, countryCode?: string | null): string {
  if (!phone) return '';
  return [countryCode, phone].filter(Boolean).join(' ');
}
