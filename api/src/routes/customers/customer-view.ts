import type { CustomerAddress, CustomerSummary } from '@storedesk/shared/contracts';
import type { customerAddresses, customers } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

export function customerSummary(c: CustomerRow): CustomerSummary {
  return {
    _id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone_no: c.phoneNo,
    country_code: c.countryCode,
    points: c.points,
    order_count: c.orderCount,
    order_total: Number(c.orderTotal),
    push_notification: c.pushNotification,
  };
}

export function addressView(a: AddressRow): CustomerAddress {
  return {
    _id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    street: a.street,
    locality: a.locality,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    zip_code: a.zipCode,
    country: a.country,
    country_code: a.countryCode,
    phone_no: a.phoneNo,
    latitude: a.latitude,
    longitude: a.longitude,
    is_default: a.isDefault,
  };
}
