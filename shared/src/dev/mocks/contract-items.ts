import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ITEM_MESSAGES as I,
  CONTRACT_MESSAGES,
  hasPermission,
  useSession,
  type AddContractItemBody,
  type ContractItem,
  type UpdateContractItemBody,
} from '../../index';
import {
  addContractItemOperation,
  deleteContractItemOperation,
  updateContractItemOperation,
} from '../../contracts/all-operations';
import { PRODUCTS } from './db/catalogue';
import { bumpContractVersion, contractVersion, findContract } from './db/contracts';
import { contractItems } from './db/contract-ledger';
import { fail, mockUrl, refuse } from './respond';
import { mockId } from './seeded';

/**
 * POST/PUT/DELETE store/customer_subscription/item (contracts/subscription-items.ts) with the API's rules and
 * texts: ADMIN only, the contract's version checked and moved on, a catalogue service once per contract, the total
 * never below the visits used, no delete while bookings hold visits.
 */

const mayEdit = () =>
  hasPermission(useSession.getState().employee?.employee_type, 'edit_customer_subscription');
const forbidden = () =>
  fail(403, "You don't have permission to do this operation. Please Contact Administrator", 'Access Denied');
const invalid = (message: string) => fail(400, message, I.invalidTitle);
const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};

let added = 0;

/** The contract's items at the version asked, or the answer refusing (unknown 404, stale 409). */
function itemsAt(id: string, version: number): ContractItem[] | Response {
  const row = findContract(id);
  if (!row) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
  if (contractVersion(id) !== version)
    return fail(
      409,
      CHANGED_ELSEWHERE.contract.message,
      CHANGED_ELSEWHERE.contract.title,
      'CHANGED_ELSEWHERE',
    );
  return contractItems(row);
}

const saved = (message: string, title: string, id: string, itemId: string) => {
  bumpContractVersion(id);
  return HttpResponse.json({
    message,
    title,
    data: { _id: id, version: contractVersion(id), item_id: itemId },
  });
};

export const contractItemHandlers = [
  http.post(mockUrl(addContractItemOperation), async ({ request }) => {
    const refused = (await refuse(request)) ?? (mayEdit() ? null : forbidden());
    if (refused) return refused;
    const b = (await request.json()) as AddContractItemBody;
    const items = itemsAt(b.customer_subscription_id, b.version);
    if (items instanceof Response) return items;
    const product = PRODUCTS.find((p) => p._id === b.product_id);
    if (!product) return fail(404, I.productNotFound, I.productNotFoundTitle);
    const variantId = b.selected_product_variant_id ?? null;
    const variant = variantId === null ? null : product.variants.find((v) => v._id === variantId);
    if (variant === undefined) return invalid(I.variantNotOfProduct);
    if (b.quantity < 1 || b.total_quantity < 1) return invalid(I.nothingToChange);
    if (items.some((i) => i.product_id === b.product_id && i.selected_product_variant_id === variantId))
      return invalid(I.alreadyOnContract);
    const item: ContractItem = {
      _id: mockId(0x1e, ++added),
      product_id: product._id,
      product_name: product.name,
      selected_product_variant_id: variantId,
      variant_name: variant?.name ?? null,
      quantity: b.quantity,
      total_quantity: b.total_quantity,
      available_quantity: b.total_quantity,
      delivery_data: DELIVERY,
      request_fields: [],
      visits: [],
    };
    items.push(item);
    return saved(I.added, I.addedTitle, b.customer_subscription_id, item._id);
  }),
  http.put(mockUrl(updateContractItemOperation), async ({ request }) => {
    const refused = (await refuse(request)) ?? (mayEdit() ? null : forbidden());
    if (refused) return refused;
    const b = (await request.json()) as UpdateContractItemBody;
    if (b.quantity === undefined && b.total_quantity === undefined) return invalid(I.nothingToChange);
    const items = itemsAt(b.customer_subscription_id, b.version);
    if (items instanceof Response) return items;
    const item = items.find((i) => i._id === b._id);
    if (!item) return fail(404, I.itemNotFound, I.itemNotFoundTitle);
    const used = item.total_quantity - item.available_quantity;
    if (b.total_quantity !== undefined && b.total_quantity < used) return invalid(I.visitsUsed(used));
    if (b.quantity !== undefined) item.quantity = b.quantity;
    if (b.total_quantity !== undefined) {
      item.available_quantity = b.total_quantity - used;
      item.total_quantity = b.total_quantity;
    }
    return saved(I.updated, I.updatedTitle, b.customer_subscription_id, item._id);
  }),
  http.delete(mockUrl(deleteContractItemOperation), async ({ request }) => {
    const refused = (await refuse(request)) ?? (mayEdit() ? null : forbidden());
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    const id = query.get('customer_subscription_id') ?? '';
    const items = itemsAt(id, Number(query.get('version')));
    if (items instanceof Response) return items;
    const at = items.findIndex((i) => i._id === query.get('_id'));
    if (at < 0) return fail(404, I.itemNotFound, I.itemNotFoundTitle);
    const used = items[at].total_quantity - items[at].available_quantity;
    if (used > 0) return invalid(I.inUse(used));
    const [gone] = items.splice(at, 1);
    return saved(I.deleted, I.deletedTitle, id, gone._id);
  }),
];
