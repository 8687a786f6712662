import type { CustomerSummary } from '@storedesk/shared';

export const memberName = (c: CustomerSummary) => `${c.first_name} ${c.last_name}`.trim();
export const memberPhone = (c: CustomerSummary) =>
  c.phone_no ? [c.country_code, c.phone_no].filter(Boolean).join(' ') : '';
