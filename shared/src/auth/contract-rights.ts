import { hasPermission } from './permissions';

export interface ContractRights {
  summary: boolean;
  payment: boolean;
  approval: boolean;
  renew: boolean;
  /** A booking against the contract's visits: seeing the contract and making a booking (ADMIN, CSC). */
  requestService: boolean;
}

/**
 * What a role may change on a customer contract (spec 2 §6). edit_customer_subscription, the whole contract edit
 * (ADMIN), allows every change; the narrower permissions one kind each. Renew is for those who may edit the summary
 * but not the payment, as the spec says, and for the whole contract edit: with the four roles of the permission
 * table the spec's rule alone would leave nobody able to renew (FINANCE may edit both, CSC and SITEADMIN neither).
 * The screen's buttons and the API's checks both read this.
 */
export function contractRights(role: string | null | undefined): ContractRights {
  const whole = hasPermission(role, 'edit_customer_subscription');
  const summary = whole || hasPermission(role, 'edit_customer_subscription_summary');
  const payment = whole || hasPermission(role, 'edit_customer_subscription_payment');
  return {
    summary,
    payment,
    approval: whole,
    renew: whole || (summary && !payment),
    requestService:
      hasPermission(role, 'detail_customer_subscription') && hasPermission(role, 'create_order'),
  };
}
