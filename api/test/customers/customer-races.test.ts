import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  type CreateCustomerReply,
  type UpdateCustomerReply,
} from '@storedesk/shared/contracts';
import { auditLog, customers } from '../../src/db/schema';
import { clientAnswerFor, driverError } from '../../src/http/db-error';
import { CUSTOMER_MESSAGES as M } from '../../src/http/customer-messages';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { buildTestApp } from '../helpers/test-app';

/**
 * Customers written by many requests at once (issue 9). On PostgreSQL the requests really overlap, so the unique
 * indexes and the version in the UPDATE's WHERE are what decides; on PGlite they run in turn and the handlers'
 * own checks answer. Either way the outcome must be exact.
 */
let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
});
afterAll(() => app.close());

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
/** Each test file has a database of its own, so a counter keeps phones apart. */
const uniquePhone = () => String(9_100_000_000 + n++);
const DUPLICATE_EMAIL = { message: M.duplicateEmail, title: M.duplicateTitle, code: 'DUPLICATE' };
const DUPLICATE_PHONE = { message: M.duplicatePhone, title: M.duplicateTitle, code: 'DUPLICATE' };

const post = (customer: Record<string, unknown>) => () =>
  app.inject({ method: 'POST', url: '/api/customer', headers, payload: { customer } });
const put = (customer: Record<string, unknown>) => () =>
  app.inject({ method: 'PUT', url: '/api/customer', headers, payload: { customer } });

async function created(customer: Record<string, unknown>) {
  const res = await post(customer)();
  expect(res.statusCode).toBe(200);
  return (res.json() as CreateCustomerReply).data;
}
const rowOf = async (id: string) => (await app.db.select().from(customers).where(eq(customers.id, id)))[0];
const liveWith = async (match: ReturnType<typeof sql>) =>
  app.db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, store.id), eq(customers.isDeleted, false), match));

describe('parallel creates', () => {
  it('of one e-mail (in any case): exactly one customer, nine 409s in the screen words', async () => {
    const email = `race${unique()}@example.test`;
    const spellings = [email, email.toUpperCase(), `Race${email.slice(4)}`];
    const { responses, peak } = await sendTogether(
      app,
      Array.from({ length: 10 }, (_, i) => post({ first_name: `Twin${i}`, email: spellings[i % 3] })),
    );
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 9 });
    for (const res of responses.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual(DUPLICATE_EMAIL);
    expect(await liveWith(sql`lower(${customers.email}) = ${email}`)).toHaveLength(1);
  });

  it('of one phone: exactly one customer, nine 409s in the screen words', async () => {
    const phone = uniquePhone();
    const { responses, peak } = await sendTogether(
      app,
      Array.from({ length: 10 }, (_, i) => post({ first_name: `Twin${i}`, phone_no: phone })),
    );
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 9 });
    for (const res of responses.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual(DUPLICATE_PHONE);
    expect(await liveWith(sql`${customers.phoneNo} = ${phone}`)).toHaveLength(1);
  });
});

describe('parallel edits', () => {
  it('of one customer from the same loaded version: one 200, one 409, the winner stored', async () => {
    const customer = await created({ first_name: 'Meera', email: `meera${unique()}@example.test` });
    const { version } = await rowOf(customer._id);
    const edit = (first_name: string) =>
      put({ _id: customer._id, version, first_name, email: customer.email });
    const { responses, peak } = await sendTogether(app, [edit('Asha'), edit('Bina')]);
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    const winner = responses.find((r) => r.statusCode === 200)!.json() as UpdateCustomerReply;
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({ ...CHANGED_ELSEWHERE.customer, code: 'CHANGED_ELSEWHERE' });
    const row = await rowOf(customer._id);
    expect([row.firstName, row.version]).toEqual([winner.data.first_name, version + 1]);
    expect(winner.data.version).toBe(version + 1);
    const updates = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer._id), eq(auditLog.action, 'update')));
    expect(updates).toHaveLength(1);
  });

  it('of two customers to one new e-mail: one 200, one 409 in the screen words', async () => {
    const a = await created({ first_name: 'A', phone_no: uniquePhone() });
    const b = await created({ first_name: 'B', phone_no: uniquePhone() });
    const email = `taken${unique()}@example.test`;
    const moveTo = (c: typeof a) =>
      put({ _id: c._id, version: 0, first_name: c.first_name, phone_no: c.phone_no, email });
    const { responses, peak } = await sendTogether(app, [moveTo(a), moveTo(b)]);
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual(DUPLICATE_EMAIL);
    expect(await liveWith(sql`lower(${customers.email}) = ${email}`)).toHaveLength(1);
  });
});

describe('the unique indexes', () => {
  it('refuse a second live customer with the e-mail (any case) or the phone, answered in the screen words', async () => {
    const email = `direct${unique()}@example.test`;
    const phone = uniquePhone();
    await app.db.insert(customers).values({ storeId: store.id, firstName: 'First', email, phoneNo: phone });
    const clashOf = async (values: Partial<typeof customers.$inferInsert>) => {
      // Around the API (an import, a script): only the index stands in the way.
      const error = await app.db
        .insert(customers)
        .values({ storeId: store.id, firstName: 'Second', ...values })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      const driver = driverError(error);
      return driver && clientAnswerFor(driver);
    };
    expect(await clashOf({ email: email.toUpperCase() })).toEqual({ status: 409, ...DUPLICATE_EMAIL });
    expect(await clashOf({ phoneNo: phone })).toEqual({ status: 409, ...DUPLICATE_PHONE });
  });

  it('hold among live customers only: a deleted customer e-mail and phone can be used again', async () => {
    const email = `again${unique()}@example.test`;
    const phone = uniquePhone();
    const first = await created({ first_name: 'Old', email, phone_no: phone });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/customer?customer_id=${first._id}`,
      headers,
    });
    expect(del.statusCode).toBe(200);
    const again = await post({ first_name: 'New', email, phone_no: phone })();
    expect(again.statusCode).toBe(200);
  });
});
