import type { ContractItem, ContractListRow, ContractVisit } from '../../../contracts';
import { PRODUCTS } from './catalogue';
import { soldContractParts } from './contracts';
import { mockOrders } from './orders';
import { storeToday } from '../request';
import { seeded } from '../seeded';

/** The catalogue's service each seeded plan covers (plans.ts covers the same three). */
const PLAN_SERVICE: Record<string, string> = {
  'Annual AC Care Plan': 'AC Service & Repair',
  'Home Hygiene Subscription': 'Deep Home Cleaning',
  'Pest Shield': 'Cockroach Control',
};

const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};

/** Generated contracts' services, made on first read and then changed by service requests. */
const generated = new Map<string, ContractItem[]>();

export function resetContractLedger(): void {
  generated.clear();
}

/**
 * A generated contract's one service: 2-5 visits, some used by the customer's past bookings (so the ledger has
 * bookings to link to), the rest left. The item id is stable per contract, so a request made on it finds it again.
 */
function generatedItems(row: ContractListRow): ContractItem[] {
  const random = seeded(`contract-items-${row._id}`);
  const service = PRODUCTS.find((p) => p.name === PLAN_SERVICE[row.subscription_name]) ?? PRODUCTS[0];
  const total = 2 + Math.floor(random() * 4);
  const today = storeToday();
  const used = Math.floor(random() * (total + 1));
  const past = mockOrders(today)
    .orders.flatMap((o) =>
      o.customer_id === row.customer_id && o.delivery_date && o.delivery_date < today
        ? [{ ...o, delivery_date: o.delivery_date }]
        : [],
    )
    .slice(0, used);
  const visits: ContractVisit[] = past.reverse().map((o) => ({
    _id: o._id,
    order_number: o.order_number,
    delivery_date: o.delivery_date,
    quantity: 1,
    status_name: o.current_status.status_name,
  }));
  return [
    {
      _id: `${row._id.slice(0, 24)}${service._id.slice(24)}`,
      product_id: service._id,
      product_name: service.name,
      selected_product_variant_id: service.variants[0]?._id ?? null,
      variant_name: service.variants[0]?.name ?? null,
      quantity: 1,
      total_quantity: total,
      available_quantity: total - visits.length,
      delivery_data: DELIVERY,
      request_fields: [],
      visits,
    },
  ];
}

/** A contract's services with their ledgers: a sold contract's own, or the generated ones (kept once made). */
export function contractItems(row: ContractListRow): ContractItem[] {
  const sold = soldContractParts(row._id);
  if (sold) return sold.items;
  if (!generated.has(row._id)) generated.set(row._id, generatedItems(row));
  return generated.get(row._id)!;
}

/** The list's visits_left filter: some service has visits left (true) or none has (false). */
export const hasVisitsLeft = (row: ContractListRow) =>
  contractItems(row).some((item) => item.available_quantity > 0);
