import type { ContractListRow } from '@storedesk/shared/contracts';
import type { customerSubscriptions, customers } from '../../db/schema';

/** A row of the contract list in the contract's names; money is a decimal string. */
export function contractListRow(
  s: typeof customerSubscriptions.$inferSelect,
  c: typeof customers.$inferSelect,
): ContractListRow {
  const period = s.variant.billing_period;
  return {
    _id: s.id,
    subscription_number: s.subscriptionNumber,
    subscription_id: s.storeSubscriptionId,
    subscription_name: s.subscriptionName,
    variant_id: s.variantId,
    variant: {
      _id: s.variant._id,
      name: s.variant.name,
      billing_period: {
        billing_period_id: { _id: period.billing_period_id._id, value: period.billing_period_id.value },
        price: Number(period.price).toFixed(2),
      },
    },
    parent_sku: s.parentSku,
    start_date: s.startDate,
    end_date: s.endDate,
    price: s.price,
    is_active: s.isActive,
    is_expired: s.isExpired,
    is_approved: s.isApproved,
    zuper_contract_uid: s.zuperContractUid,
    customer_id: s.customerId,
    customer: {
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone_no: c.phoneNo,
    },
    payment: s.payment,
    is_paid: s.isPaid,
    request_customer_payment: s.requestCustomerPayment,
    order_type: s.orderType,
    applicable_to_location: s.applicableToLocation,
    renewed_from: s.renewedFromId,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
