import type { CustomerProfile } from '@storedesk/shared/contracts';
import type { customerAddresses, customers } from '../../db/schema';
import { addressView, customerSummary } from './customer-view';

/** GET and PUT customer's answer: the summary, the form's fields and the saved addresses (never the password). */
export function customerProfile(
  c: typeof customers.$inferSelect,
  addresses: (typeof customerAddresses.$inferSelect)[],
): CustomerProfile {
  return {
    ...customerSummary(c),
    addresses: addresses.map(addressView),
    dob: c.dob,
    country: c.country,
    customer_tags: c.customerTags,
    custom_fields: c.customFields,
    has_password: c.passwordHash !== null,
    createdAt: c.createdAt.toISOString(),
    version: c.version,
  };
}

/** What an audit row keeps of a customer: the profile without addresses (they have their own rows). */
export function customerAuditView(c: typeof customers.$inferSelect) {
  const { addresses: _addresses, ...rest } = customerProfile(c, []);
  return rest;
}
