import { http, HttpResponse } from 'msw';
import {
  CONTRACT_CREATE_MESSAGES as M,
  CONTRACT_MESSAGES,
  compareDays,
  contractEnd,
  earliestContractStart,
  renewalStart,
  type ContractItem,
  type ContractListRow,
  type CreateContractBody,
  type CreateContractReply,
  type MasterPlan,
  type NewContractInput,
  type OrderAddress,
} from '../../index';
import { createContractOperation } from '../../contracts/all-operations';
import { PAYMENT_METHODS } from './db/catalogue';
import {
  findContract,
  keepSoldContractParts,
  mockContracts,
  soldContractKeys,
  soldContractParts,
  type SoldContractParts,
} from './db/contracts';
import { mockContractDetails } from './db/contract-details';
import { findCustomer, type MockCustomer } from './db/customers';
import { billedContract, makeRequest, mockPayments } from './db/payments';
import { person } from './db/person';
import { mockPlans } from './plans';
import { fail, mockUrl, refuse } from './respond';
import { SLASH_DAY_PATTERN, storeToday } from './request';
import { mockId } from './seeded';

/**
 * POST store/customer_subscription: selling a contract, or renewing one (contracts/subscription-create.ts), with
 * the API's rules and texts: every missing part 'Missing Fields', items from the variant with the period's
 * visits, request_customer_payment leaving it unpaid with one payment request, the same key answering the same
 * contract, a second renewal 409 DUPLICATE.
 */

type Terms = {
  plan: MasterPlan;
  variant: MasterPlan['variants'][number];
  period: MasterPlan['variants'][number]['billing_period'][number];
};

/** The plan's current variant and billing period (null when the plan no longer offers them). */
function termsOf(planId?: string, variantId?: string, periodId?: string): Partial<Terms> {
  const plan = mockPlans().find((p) => p._id === planId);
  const variant = plan?.variants.find((v) => v._id === variantId);
  const period = variant?.billing_period.find((b) => b.billing_period_id === periodId);
  return { plan, variant, period };
}

const dashed = (day: string) => day.replaceAll('/', '-');
const missing = (message: string) => fail(400, message, M.missingTitle);

function addressOf(customer: MockCustomer, addressId: string): Partial<OrderAddress> | null {
  const saved = customer.addresses.find((a) => a._id === addressId);
  if (!saved) return null;
  const { _id: _addressId, is_default: _default, ...address } = saved;
  return customer.country_code ? { ...address, phone_dialing_code: customer.country_code } : address;
}

/** A new contract's row from its terms, numbered after the newest. */
function newRow(
  customer: MockCustomer,
  { plan, variant, period }: Terms,
  start: string,
  end: string,
  payment: { is_paid: boolean; payment_method: string | null },
  requestPayment: boolean,
  renewedFrom: string | null,
): ContractListRow {
  const all = mockContracts();
  const number = Math.max(5000, ...all.map((k) => k.subscription_number)) + 1;
  const now = new Date().toISOString();
  return {
    _id: mockId(0x74, number),
    subscription_number: number,
    subscription_id: plan._id,
    subscription_name: plan.subscription_name,
    variant_id: variant._id,
    variant: {
      _id: variant._id,
      name: variant.name,
      billing_period: {
        billing_period_id: { _id: period.billing_period_id, value: period.months },
        price: period.price.toFixed(2),
      },
    },
    parent_sku: plan.parent_sku,
    start_date: start,
    end_date: end,
    price: period.price.toFixed(2),
    is_active: true,
    is_expired: false,
    is_approved: 'PENDING_APPROVAL',
    zuper_contract_uid: null,
    customer_id: customer._id,
    customer: person(customer),
    payment: { ...payment, transaction_id: null },
    is_paid: payment.is_paid,
    request_customer_payment: requestPayment,
    order_type: 'CSC',
    applicable_to_location: null,
    renewed_from: renewedFrom,
    createdAt: now,
    updatedAt: now,
  };
}

/** Keeps the contract, its parts and (when asked) its payment request; answers what the key will answer again. */
function sell(row: ContractListRow, parts: SoldContractParts, key: string): CreateContractReply['data'] {
  mockContracts().push(row);
  keepSoldContractParts(row._id, parts);
  let paymentRequestId: string | null = null;
  if (row.request_customer_payment) {
    const store = mockPayments();
    const n = Math.max(0, ...store.requests.map((r) => r.payment_number - 7000)) + 1;
    const request = makeRequest(n, billedContract(row), row.price, storeToday(), row.createdAt);
    store.requests.unshift(request);
    paymentRequestId = request._id;
  }
  const reply = {
    _id: row._id,
    subscription_number: row.subscription_number,
    payment_request_id: paymentRequestId,
  };
  soldContractKeys.set(key, reply);
  return reply;
}

const withVisits = (items: ContractItem[], visits: number): ContractItem[] =>
  items.map((item) => ({
    ...item,
    _id: crypto.randomUUID(),
    visits: [],
    total_quantity: visits,
    available_quantity: visits,
  }));

function renew(oldId: string, key: string): Response {
  const old = findContract(oldId);
  if (!old) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
  const successor = mockContracts().find((k) => k.renewed_from === old._id);
  if (successor)
    return fail(409, M.alreadyRenewed(successor.subscription_number), M.alreadyRenewedTitle, 'DUPLICATE');
  const customer = findCustomer(old.customer_id);
  if (!customer) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
  const details = mockContractDetails(old);
  const found = termsOf(
    old.subscription_id,
    old.variant_id,
    old.variant.billing_period.billing_period_id._id,
  );
  // The generated contracts' plans are not in the plan store: they renew on their own terms.
  const terms: Terms =
    found.plan && found.variant && found.period
      ? (found as Terms)
      : {
          plan: {
            _id: old.subscription_id,
            subscription_name: old.subscription_name,
            parent_sku: old.parent_sku,
          } as MasterPlan,
          variant: { _id: old.variant._id, name: old.variant.name } as Terms['variant'],
          period: {
            billing_period_id: old.variant.billing_period.billing_period_id._id,
            months: old.variant.billing_period.billing_period_id.value,
            price: Number(old.price),
            applicable_to_quantity: details.variant.applicable_to[0]?.total_quantity ?? 1,
          } as Terms['period'],
        };
  if (found.plan && !(found.variant && found.period)) return fail(400, M.planChanged, M.planChangedTitle);
  const start = renewalStart(old.end_date, storeToday());
  const end = contractEnd(start, terms.period.months);
  if (compareDays(end, start) <= 0) return missing(M.checkDates);
  const row = newRow(
    customer,
    terms,
    start,
    end,
    // As the API: a renewal is unpaid and raises no payment request; staff ask for payment when it is due.
    { is_paid: false, payment_method: null },
    false,
    old._id,
  );
  const parts = {
    items: withVisits(details.variant.applicable_to, terms.period.applicable_to_quantity),
    address: soldContractParts(old._id)?.address ?? details.addresses[0] ?? null,
  };
  return HttpResponse.json({ message: M.renewed, title: M.renewedTitle, data: sell(row, parts, key) });
}

function create(input: NewContractInput, key: string): Response {
  const customer = input.customer_id ? findCustomer(input.customer_id) : undefined;
  if (!customer) return missing(M.selectCustomer);
  const address = input.address_id ? addressOf(customer, input.address_id) : null;
  if (!address) return missing(M.selectAddress);
  const { plan, variant, period } = termsOf(input.subscription_id, input.variant_id, input.billing_period_id);
  if (!plan) return missing(M.selectPlan);
  if (!variant) return missing(M.selectVariant);
  if (!period) return missing(M.selectBillingPeriod);
  if (!input.start_date || !SLASH_DAY_PATTERN.test(input.start_date)) return missing(M.selectDates);
  const start = dashed(input.start_date);
  const end = input.end_date ? dashed(input.end_date) : contractEnd(start, period.months);
  if (compareDays(start, earliestContractStart(storeToday())) < 0) return missing(M.startTooEarly);
  if (compareDays(end, start) <= 0) return missing(M.checkDates);
  const items = (input.applicable_to ?? []).map((chosen) => {
    const offered = variant.applicable_to.find(
      (a) =>
        a.product_id === chosen.product_id &&
        (a.selected_product_variant_id ?? null) === (chosen.selected_product_variant_id ?? null),
    );
    return offered && { offered, quantity: chosen.quantity ?? Math.max(1, offered.quantity) };
  });
  if (items.length === 0 || items.some((i) => !i)) return missing(M.selectItem);
  const chosen = items as NonNullable<(typeof items)[number]>[];
  const method = PAYMENT_METHODS.find((m) => m.code === input.payment?.payment_method);
  const requestPayment = Boolean(method?.request_customer_payment);
  const row = newRow(
    customer,
    { plan, variant, period },
    start,
    end,
    {
      is_paid: requestPayment ? false : (input.payment?.is_paid ?? false),
      payment_method: input.payment?.payment_method ?? null,
    },
    requestPayment,
    null,
  );
  const parts = {
    items: chosen.map(({ offered, quantity }) => ({
      _id: crypto.randomUUID(),
      product_id: offered.product_id,
      product_name: offered.product_name,
      selected_product_variant_id: offered.selected_product_variant_id,
      variant_name: offered.variant_name,
      quantity,
      total_quantity: period.applicable_to_quantity,
      available_quantity: period.applicable_to_quantity,
      delivery_data: offered.delivery_data,
      request_fields: offered.request_fields,
      visits: [],
    })),
    address,
  };
  return HttpResponse.json({ message: M.created, title: M.createdTitle, data: sell(row, parts, key) });
}

export const createContractHandlers = [
  http.post(mockUrl(createContractOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { subscription: input, idempotency_key: key } = (await request.json()) as CreateContractBody;
    const again = soldContractKeys.get(key);
    if (again)
      return HttpResponse.json(
        input.renewed_from
          ? { message: M.renewed, title: M.renewedTitle, data: again }
          : { message: M.created, title: M.createdTitle, data: again },
      );
    if (input.renewed_from) {
      if (Object.keys(input).length > 1) return fail(400, M.renewOnly, M.renewOnlyTitle);
      return renew(input.renewed_from, key);
    }
    return create(input, key);
  }),
];
