import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_CREATE_MESSAGES as M,
  compareDays,
  contractEnd,
  earliestContractStart,
  type NewContractInput,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerAddresses, customers, storeLocations, storeSubscriptions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { resolvePayment } from '../cart/payment-rules';
import { soldTermsOrGap } from '../master-contracts/sold-terms';
import { contractAddress } from './contract-address';
import { chosenItems } from './contract-items';
import type { NewContract } from './new-contract';

const missing = (message: string) => badRequest(message, M.missingTitle);
const dashed = (day: string) => day.replace(/\//g, '-');

/**
 * The start and end of a sale (spec 2 §5): a start not before a year ago (store days), the end given or the start
 * plus the period's months, and after the start.
 */
function saleDates(input: NewContractInput, today: string, months: number) {
  if (!input.start_date) throw missing(M.selectDates);
  const startDate = dashed(input.start_date);
  if (compareDays(startDate, earliestContractStart(today)) < 0) throw missing(M.startTooEarly);
  const endDate = input.end_date ? dashed(input.end_date) : contractEnd(startDate, months);
  if (compareDays(endDate, startDate) <= 0) throw missing(M.checkDates);
  return { startDate, endDate };
}

/**
 * A new contract's checks, in the form's order, each a 400 titled 'Missing Fields' (CONTRACT_CREATE_MESSAGES):
 * the customer, one of their saved addresses, an active plan of this store, the variant and billing period its
 * newest terms offer, the dates, and the services (some of the variant's). `today` is the store's.
 */
export async function checkSale(
  db: DbOrTx,
  storeId: string,
  today: string,
  input: NewContractInput,
): Promise<NewContract> {
  const [customer] = input.customer_id
    ? await db
        .select({ id: customers.id, countryCode: customers.countryCode })
        .from(customers)
        .where(
          and(
            eq(customers.id, input.customer_id),
            eq(customers.storeId, storeId),
            eq(customers.isDeleted, false),
          ),
        )
    : [];
  if (!customer) throw missing(M.selectCustomer);
  const [address] = input.address_id
    ? await db
        .select()
        .from(customerAddresses)
        .where(
          and(
            eq(customerAddresses.id, input.address_id),
            eq(customerAddresses.customerId, customer.id),
            eq(customerAddresses.storeId, storeId),
          ),
        )
    : [];
  if (!address) throw missing(M.selectAddress);
  const [plan] = input.subscription_id
    ? await db
        .select({ id: storeSubscriptions.id })
        .from(storeSubscriptions)
        .where(
          and(
            eq(storeSubscriptions.id, input.subscription_id),
            eq(storeSubscriptions.storeId, storeId),
            eq(storeSubscriptions.isActive, true),
            eq(storeSubscriptions.isDeleted, false),
          ),
        )
    : [];
  if (!plan) throw missing(M.selectPlan);
  const terms = await soldTermsOrGap(db, storeId, plan.id, input.variant_id, input.billing_period_id);
  if ('gap' in terms) throw missing(terms.gap === 'variant' ? M.selectVariant : M.selectBillingPeriod);
  const { startDate, endDate } = saleDates(input, today, terms.months);
  const items = chosenItems(terms.variant.applicable_to, input.applicable_to);
  if (!items) throw missing(M.selectItem);
  const payment = await resolvePayment(db, input.payment, false);
  const location = input.applicable_to_location ?? null;
  if (location) {
    const [found] = await db
      .select({ id: storeLocations.id })
      .from(storeLocations)
      .where(and(eq(storeLocations.id, location), eq(storeLocations.storeId, storeId)));
    if (!found) throw notFound('Store location not found', 'Store Location');
  }
  return {
    customerId: customer.id,
    addresses: [contractAddress(address, customer.countryCode)],
    storeSubscriptionId: plan.id,
    terms,
    items,
    startDate,
    endDate,
    payment,
    applicableToLocation: location,
    questions: [],
    renewedFromId: null,
  };
}
