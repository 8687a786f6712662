import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  type CustomerGroupCondition,
  type CustomerGroupDetail,
  type CustomerGroupRow,
  type CustomerGroupType,
  type SaveCustomerGroupBody,
} from '../../index';
import { CUSTOMER_GROUP_MESSAGES as M } from '../../contracts';
import { findCustomer, liveCustomers, mockCustomers, type MockCustomer } from './db/customers';
import { summary } from './customer-reads';
import { withCounts } from './db/customer-counts';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { query } from './request';
import { mockId } from './seeded';
import {
  createCustomerGroupOperation,
  deleteCustomerGroupOperation,
  getCustomerGroupOperation,
  listCustomerGroupsOperation,
  updateCustomerGroupOperation,
} from '../../contracts/all-operations';

/** A standalone group (id kind 0x50): MANUAL keeps ids, AUTOMATED its condition (contracts/customer-groups.ts). */
interface MockGroup {
  _id: string;
  name: string;
  type: CustomerGroupType;
  image: string | null;
  condition: CustomerGroupCondition;
  customerIds: string[];
  createdAt: string;
  updatedAt: string;
  version: number;
  is_deleted: boolean;
}

const NONE: CustomerGroupCondition = {
  customer_total_value: '',
  customer_order_value: '',
  customer_order_count: '',
};
const GROUP_NOT_FOUND = () => fail(404, M.notFound, M.notFoundTitle);

function generateGroups(): MockGroup[] {
  const customers = mockCustomers();
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const group = (n: number, values: Partial<MockGroup>): MockGroup => ({
    _id: mockId(0x50, n),
    name: `Group ${n}`,
    type: 'MANUAL',
    image: null,
    condition: { ...NONE },
    customerIds: [],
    createdAt: day(n * 3),
    updatedAt: day(n * 3),
    version: 0,
    is_deleted: false,
    ...values,
  });
  return [
    group(1, { name: 'Corporate Clients', customerIds: customers.slice(0, 12).map((c) => c._id) }),
    group(2, {
      name: 'Premium Customers',
      type: 'AUTOMATED',
      condition: { ...NONE, customer_total_value: '10000' },
    }),
    group(3, {
      name: 'Repeat Bookers',
      type: 'AUTOMATED',
      condition: { ...NONE, customer_order_value: '1000', customer_order_count: '5' },
    }),
    group(4, { name: 'Neighbourhood', customerIds: customers.slice(20, 45).map((c) => c._id) }),
  ];
}

let groups: MockGroup[] | null = null;
const mockGroups = () => (groups ??= generateGroups());
/** Forgets every change (tests start from the generated state). */
export function resetMockGroups(): void {
  groups = null;
}
const findGroup = (id: string | null | undefined) => mockGroups().find((g) => g._id === id && !g.is_deleted);

/**
 * The members now, like the API's SQL. The mock customers carry no bookings, so "a booking of at least the value"
 * is judged on their average booking (order_total / order_count).
 */
function members(g: MockGroup): MockCustomer[] {
  const live = liveCustomers().map(withCounts);
  if (g.type === 'MANUAL') return live.filter((c) => g.customerIds.includes(c._id));
  const {
    customer_total_value: total,
    customer_order_value: value,
    customer_order_count: count,
  } = g.condition;
  if (!total && !value && !count) return [];
  return live.filter(
    (c) =>
      (!total || c.order_total >= Number(total)) &&
      (!count || c.order_count >= Number(count)) &&
      (!value || (c.order_count > 0 && c.order_total / c.order_count >= Number(value))),
  );
}

const byName = (a: MockCustomer, b: MockCustomer) =>
  `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`);

function row(g: MockGroup): CustomerGroupRow {
  return {
    _id: g._id,
    name: g.name,
    type: g.type,
    image: g.image,
    condition: g.condition,
    member_count: members(g).length,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    version: g.version,
  };
}

/** The API's checks of POST / PUT: the name, the condition rule, and every listed customer of this store. */
function save(body: SaveCustomerGroupBody, existing: MockGroup | null): Response {
  const input = body.customer_group;
  const name = input.name?.trim();
  if (!name) return fail(400, M.missingName, M.missingFieldsTitle);
  const manual = input.type === 'MANUAL';
  if (!manual && Object.values(input.condition).every((v) => v === ''))
    return fail(400, M.missingCondition, M.missingConditionTitle);
  const ids = manual ? [...new Set(input.customer_ids.map((ref) => ref.customer_id))] : [];
  if (ids.some((id) => !findCustomer(id))) return fail(404, 'Customer not found', 'Customer');
  const now = new Date().toISOString();
  const values = {
    name,
    type: input.type,
    image: input.image?.trim() || null,
    condition: manual ? { ...NONE } : { ...input.condition },
    customerIds: ids,
    updatedAt: now,
  };
  const saved: MockGroup = existing
    ? Object.assign(existing, values, { version: existing.version + 1 })
    : { ...values, _id: crypto.randomUUID(), createdAt: now, version: 0, is_deleted: false };
  if (!existing) mockGroups().unshift(saved);
  return HttpResponse.json({
    message: existing ? M.updated : M.created,
    title: existing ? M.updatedTitle : M.createdTitle,
    data: row(saved),
  });
}

/** GET all / details, POST, PUT, DELETE store/customer/group (contracts/customer-groups.ts). */
export const customerGroupHandlers = [
  http.get(mockUrl(listCustomerGroupsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const rows = emptyScenario() ? [] : mockGroups().filter((g) => !g.is_deleted);
    return HttpResponse.json(paged(rows.map(row), q.get('limit'), q.get('offset'), 20));
  }),

  http.get(mockUrl(getCustomerGroupOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const g = findGroup(q.get('customer_group_id'));
    if (!g) return GROUP_NOT_FOUND();
    const all = members(g).sort(byName);
    const data: CustomerGroupDetail = {
      ...row(g),
      customer_ids: g.type === 'MANUAL' ? all.map((c) => ({ customer_id: c._id })) : [],
      members: paged(all.map(summary), q.get('limit'), q.get('offset'), 20),
    };
    return HttpResponse.json({ data });
  }),

  http.post(mockUrl(createCustomerGroupOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as SaveCustomerGroupBody;
    if (body.customer_group._id) return fail(400, M.idOnCreate, M.invalidTitle);
    return save(body, null);
  }),

  http.put(mockUrl(updateCustomerGroupOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as SaveCustomerGroupBody;
    if (!body.customer_group._id) return fail(400, M.idMissing, M.invalidTitle);
    if (body.customer_group.version === undefined) return fail(400, M.versionMissing, M.invalidTitle);
    const existing = findGroup(body.customer_group._id);
    if (!existing) return GROUP_NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.customerGroup;
    if (existing.version !== body.customer_group.version)
      return fail(409, message, title, 'CHANGED_ELSEWHERE');
    return save(body, existing);
  }),

  http.delete(mockUrl(deleteCustomerGroupOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const g = findGroup(query(request).get('id'));
    if (!g) return GROUP_NOT_FOUND();
    g.is_deleted = true;
    g.customerIds = [];
    return HttpResponse.json({ message: M.deleted, title: M.deletedTitle });
  }),
];
