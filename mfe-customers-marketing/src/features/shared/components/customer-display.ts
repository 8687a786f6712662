import { formatPhone, type CustomerSummary } from '@storedesk/shared';

/** "First Last", without a dangling space when a part is empty. */
export const customerName = (c: Pick<CustomerSummary, 'first_name' | 'last_name'>) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ');

/** The phone with its dialing code when both are known; '' without a phone. */
export const customerPhone = (c: Pick<CustomerSummary, 'phone_no' | 'country_code'>) =>
  formatPhone(c.phone_no, c.country_code);
