import dayjs from 'dayjs';
import type { ContractItem, ContractListRow, CreateContractReply, OrderAddress } from '../../../contracts';
import { mockCustomers, type MockCustomer } from './customers';
import { person } from './person';
import { mockId, pickOne, seeded } from '../seeded';

/**
 * The customers' contracts (customer subscriptions, id kind 0x74): a few per customer but every fourth, numbered
 * from 5001 in customer order, generated from the customer's id so they are the same on every reload.
 */
const PLANS: [string, string, number][] = [
  ['Annual AC Care Plan', '1 AC', 1599],
  ['Home Hygiene Subscription', '2 BHK', 8999],
  ['Pest Shield', 'Standard', 2999],
];

function contractsOf(c: MockCustomer, n: number, firstNumber: number): ContractListRow[] {
  const random = seeded(`contracts-${c._id}`);
  const count = n % 4 === 0 ? 0 : 1 + Math.floor(random() * 3);
  return Array.from({ length: count }, (_, i) => {
    const [name, variant, price] = pickOne(random, PLANS);
    const start = dayjs()
      .subtract(i * 2, 'month')
      .subtract(Math.floor(random() * 20), 'day');
    const end = start.add(12, 'month').subtract(i * 3, 'month');
    const isPaid = random() < 0.7;
    return {
      _id: mockId(0x74, firstNumber + i),
      subscription_number: firstNumber + i,
      subscription_id: mockId(0x75, PLANS.findIndex(([p]) => p === name) + 1),
      subscription_name: name,
      variant_id: `v-${variant}`,
      variant: {
        _id: `v-${variant}`,
        name: variant,
        billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: price.toFixed(2) },
      },
      parent_sku: `P${100 + i}`,
      start_date: start.format('YYYY-MM-DD'),
      end_date: end.format('YYYY-MM-DD'),
      price: price.toFixed(2),
      is_active: random() < 0.8,
      is_expired: !end.isAfter(dayjs()) && random() < 0.5,
      is_approved: pickOne(random, ['APPROVED', 'APPROVED', 'PENDING_APPROVAL', 'ON_HOLD'] as const),
      zuper_contract_uid: null,
      customer_id: c._id,
      customer: person(c),
      payment: { is_paid: isPaid, payment_method: isPaid ? 'upi' : null, transaction_id: null },
      is_paid: isPaid,
      request_customer_payment: !isPaid,
      order_type: 'CSC',
      applicable_to_location: null,
      // Every third customer's newest contract renewed the one before it.
      renewed_from: i === 0 && count > 1 && n % 3 === 0 ? mockId(0x74, firstNumber + 1) : null,
      createdAt: start.toISOString(),
      updatedAt: start.toISOString(),
    };
  });
}

let contracts: ContractListRow[] | null = null;
/** Every contract, newest number last, created on first use. */
export function mockContracts(): ContractListRow[] {
  if (!contracts) {
    contracts = [];
    mockCustomers().forEach((c, i) => contracts!.push(...contractsOf(c, i + 1, 5001 + contracts!.length)));
  }
  return contracts;
}

export const findContract = (id: string | null) => mockContracts().find((k) => k._id === id);

/** Each edited contract's record version (one on per edit); an unedited contract is at 0. */
const versions = new Map<string, number>();
export const contractVersion = (id: string) => versions.get(id) ?? 0;
export const bumpContractVersion = (id: string) => versions.set(id, contractVersion(id) + 1);

/** What a contract sold or renewed through the mocks holds beyond its row: its services and its address. */
export interface SoldContractParts {
  items: ContractItem[];
  address: Partial<OrderAddress> | null;
}
const soldParts = new Map<string, SoldContractParts>();
export const soldContractParts = (id: string) => soldParts.get(id);
export const keepSoldContractParts = (id: string, parts: SoldContractParts) => soldParts.set(id, parts);

/** Contracts sold or renewed per idempotency key: a retry or a double click answers the same contract. */
export const soldContractKeys = new Map<string, CreateContractReply['data']>();

export function resetMockContracts(): void {
  contracts = null;
  versions.clear();
  soldParts.clear();
  soldContractKeys.clear();
}

/** A test's own contracts instead of the generated ones. */
export function seedMockContracts(rows: ContractListRow[]): void {
  contracts = rows;
}
