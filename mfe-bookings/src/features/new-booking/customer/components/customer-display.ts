import type { CustomerSummary } from '@storedesk/shared';

export const customerName = (customer: Pick<CustomerSummary, 'first_name' | 'last_name'>) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** The phone with its dialing code, or nothing when the customer has no phone. */
export const customerPhone = (customer: Pick<CustomerSummary, 'phone_no' | 'country_code'>) =>
  customer.phone_no ? [customer.country_code, customer.phone_no].filter(Boolean).join(' ') : '';
