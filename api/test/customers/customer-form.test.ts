import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as F,
  type CreateCustomerReply,
  type CustomerProfileReply,
  type UpdateCustomerReply,
} from '@storedesk/shared/contracts';
import { verifyPassword } from '../../src/auth/password';
import { auditLog, customerAddresses, customers } from '../../src/db/schema';
import { CUSTOMER_MESSAGES as M } from '../../src/http/customer-messages';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';

let app: FastifyInstance;
let store: StoreRow;
let admin: Record<string, string>;
let csc: Record<string, string>;
let finance: Record<string, string>;
let otherAdmin: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  admin = authHeader(await loginAs(app, 'ADMIN', store));
  csc = authHeader(await loginAs(app, 'CSC', store));
  finance = authHeader(await loginAs(app, 'FINANCE', store));
  otherAdmin = authHeader(await loginAs(app, 'ADMIN', await createStore(app)));
});
afterAll(() => app.close());

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

const post = (customer: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'POST', url: '/api/customer', headers, payload: { customer } });
const rowOf = async (id: string) => (await app.db.select().from(customers).where(eq(customers.id, id)))[0];
/** PUT as a form that has just loaded the customer sends it: with its version now, unless the test gives one. */
const put = async (customer: Record<string, unknown>, headers = admin) => {
  const version = customer.version ?? (await rowOf(customer._id as string))?.version ?? 0;
  return app.inject({
    method: 'PUT',
    url: '/api/customer',
    headers,
    payload: { customer: { version, ...customer } },
  });
};
const getOne = (id: string, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/customer?customer_id=${id}`, headers });
const deleteAddress = (customerId: string, addressId: string, headers = admin) =>
  app.inject({
    method: 'DELETE',
    url: `/api/customer/address?customer_id=${customerId}&address_id=${addressId}`,
    headers,
  });
const auditsOf = (id: string) => app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const totals = async () => {
  const [c] = await app.db.select({ n: count() }).from(customers);
  const [a] = await app.db.select({ n: count() }).from(customerAddresses);
  const [l] = await app.db.select({ n: count() }).from(auditLog);
  return [c.n, a.n, l.n];
};

function everyField(tag = unique()) {
  return {
    first_name: ' Meera ',
    last_name: 'Iyer',
    dob: '1990-05-17',
    email: `Meera.${tag}@Example.test`,
    phone_no: `98${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`,
    country: 'India',
    country_code: '+91',
    password: 'secret-123',
    customer_tags: ['vip', ' gold ', 'VIP', ''],
    custom_fields: [
      { name: 'Gate code', value: '1234' },
      { name: '', value: '' },
    ],
    points: 250,
    addresses: [
      {
        first_name: 'Meera',
        street: '1 Park St',
        city: 'Pune',
        zip_code: '411001',
        country: 'India',
        country_code: 'IN',
        phone_dialing_code: '+91',
        phone_no: '9876500000',
        latitude: 18.52,
        longitude: 73.85,
      },
      { street: '2 Lake Rd', city: 'Pune', is_default: true },
    ],
  };
}

async function createFull(headers = admin) {
  const res = await post(everyField(), headers);
  expect(res.statusCode).toBe(200);
  return res.json() as CreateCustomerReply;
}

describe('POST customer with every field', () => {
  it('stores the profile, the hashed password, cleaned tags and fields, and the addresses with one default', async () => {
    const body = everyField();
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as CreateCustomerReply;
    expect(reply).toMatchObject({ message: M.created, title: M.createdTitle });
    expect(reply.data.addresses).toHaveLength(2);
    expect(reply.data.addresses.map((a) => [a.street, a.is_default])).toEqual([
      ['1 Park St', false],
      ['2 Lake Rd', true],
    ]);

    const row = await rowOf(reply.data._id);
    expect(row).toMatchObject({
      storeId: store.id,
      firstName: 'Meera',
      lastName: 'Iyer',
      dob: '1990-05-17',
      email: body.email.toLowerCase(),
      phoneNo: body.phone_no,
      country: 'India',
      countryCode: '+91',
      customerTags: ['vip', 'gold'],
      customFields: [{ name: 'Gate code', value: '1234' }],
      points: 250,
    });
    expect(row.passwordHash).not.toContain('secret-123');
    expect(await verifyPassword('secret-123', row.passwordHash!)).toBe(true);

    const profile = (await getOne(reply.data._id)).json() as CustomerProfileReply;
    expect(profile.data).toMatchObject({
      dob: '1990-05-17',
      country: 'India',
      customer_tags: ['vip', 'gold'],
      custom_fields: [{ name: 'Gate code', value: '1234' }],
      has_password: true,
      points: 250,
    });
    expect(JSON.stringify(profile)).not.toContain('scrypt');
    expect(profile.data.addresses[0]).toMatchObject({ street: '2 Lake Rd', is_default: true });
    expect(profile.data.addresses[1]).toMatchObject({
      country_code: 'IN',
      latitude: 18.52,
      longitude: 73.85,
    });

    const audits = await auditsOf(reply.data._id);
    expect(audits.map((a) => [a.entity, a.action])).toEqual([['customer', 'create']]);
    expect(JSON.stringify(audits[0].after)).not.toContain('scrypt');
    const addressAudits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'customer_address'), eq(auditLog.entityId, reply.data.addresses[0]._id)),
      );
    expect(addressAudits).toHaveLength(1);
  });

  it("keeps the booking screen's inline customer valid (no password, no extra fields)", async () => {
    const res = await post({ first_name: 'Anil', phone_no: '9845012345', country_code: '+91' });
    expect(res.statusCode).toBe(200);
    const row = await rowOf((res.json() as CreateCustomerReply).data._id);
    expect(row).toMatchObject({
      passwordHash: null,
      customerTags: [],
      customFields: [],
      dob: null,
      points: 0,
    });
  });

  it('treats an empty password on create as none', async () => {
    const res = await post({ first_name: 'Nopass', email: `np${unique()}@example.test`, password: '' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf((res.json() as CreateCustomerReply).data._id)).passwordHash).toBeNull();
  });

  it('refuses points from a role without update_customer_points, and takes the rest from CSC', async () => {
    const refused = await post({ first_name: 'P', email: `p${unique()}@example.test`, points: 5 }, csc);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: F.pointsForbidden });
    const ok = await post({ first_name: 'P', email: `p${unique()}@example.test`, customer_tags: ['a'] }, csc);
    expect(ok.statusCode).toBe(200);
  });
});

describe('bad input: 400 and nothing written', () => {
  const cases: [string, Record<string, unknown>, { message: string; title: string } | null][] = [
    ['no contact', { first_name: 'A' }, { message: M.missingContact, title: M.missingTitle }],
    ['short password', { first_name: 'A', email: 'x1@example.test', password: '123' }, null],
    ['future dob', { first_name: 'A', email: 'x2@example.test', dob: '2999-01-01' }, null],
    ['no such day', { first_name: 'A', email: 'x3@example.test', dob: '2025-02-30' }, null],
    ['dob format', { first_name: 'A', email: 'x4@example.test', dob: '17/05/1990' }, null],
    [
      'custom field value without a name',
      { first_name: 'A', email: 'x5@example.test', custom_fields: [{ name: ' ', value: 'v' }] },
      { message: F.customFieldName, title: F.invalidTitle },
    ],
    [
      'custom field name twice',
      {
        first_name: 'A',
        email: 'x6@example.test',
        custom_fields: [
          { name: 'Gate', value: '1' },
          { name: 'gate', value: '2' },
        ],
      },
      { message: F.customFieldDuplicate, title: F.invalidTitle },
    ],
    ['unknown field', { first_name: 'A', email: 'x7@example.test', nickname: 'x' }, null],
    ['tag not text', { first_name: 'A', email: 'x8@example.test', customer_tags: [1] }, null],
    [
      'blank address',
      { first_name: 'A', email: 'x9@example.test', addresses: [{ street: ' ' }] },
      { message: M.emptyAddress, title: M.missingTitle },
    ],
    ['negative points', { first_name: 'A', email: 'x10@example.test', points: -1 }, null],
  ];

  it.each(cases)('POST %s', async (_name, customer, expected) => {
    const before = await totals();
    const res = await post(customer);
    expect(res.statusCode).toBe(400);
    if (expected) expect(res.json()).toEqual(expected);
    expect(await totals()).toEqual(before);
  });

  it.each(cases.filter(([name]) => name !== 'blank address'))('PUT %s', async (_name, customer, expected) => {
    const created = await createFull();
    const before = await totals();
    const snapshot = await rowOf(created.data._id);
    const res = await put({ ...customer, _id: created.data._id });
    expect(res.statusCode).toBe(400);
    if (expected) expect(res.json()).toEqual(expected);
    expect(await totals()).toEqual(before);
    expect(await rowOf(created.data._id)).toEqual(snapshot);
  });
});

describe('PUT customer', () => {
  it('replaces the profile, keeps the password when none is sent, and records before and after', async () => {
    const created = await createFull();
    const id = created.data._id;
    const oldHash = (await rowOf(id)).passwordHash;
    const res = await put({
      _id: id,
      first_name: 'Meera',
      last_name: 'Nair',
      email: `renamed${unique()}@example.test`,
      country: 'Singapore',
      country_code: '+65',
      customer_tags: ['regular'],
      custom_fields: [{ name: 'Floor', value: '3' }],
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as UpdateCustomerReply;
    expect(reply).toMatchObject({
      message: F.updated,
      title: F.updatedTitle,
      data: {
        last_name: 'Nair',
        phone_no: null,
        dob: null,
        country: 'Singapore',
        country_code: '+65',
        customer_tags: ['regular'],
        custom_fields: [{ name: 'Floor', value: '3' }],
        has_password: true,
        points: 250,
      },
    });
    expect(reply.data.addresses).toHaveLength(2);
    const row = await rowOf(id);
    expect(row.passwordHash).toBe(oldHash);
    const update = (await auditsOf(id)).find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ last_name: 'Iyer', customer_tags: ['vip', 'gold'] });
    expect(update.after).toMatchObject({ last_name: 'Nair', password_changed: false });
  });

  it('changes the password only when one is sent (hashed)', async () => {
    const created = await createFull();
    const id = created.data._id;
    const { email } = created.data;
    const res = await put({ _id: id, first_name: 'Meera', email, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(await verifyPassword('brand-new-pass', row.passwordHash!)).toBe(true);
    expect(await verifyPassword('secret-123', row.passwordHash!)).toBe(false);
    const update = (await auditsOf(id)).find((a) => a.action === 'update')!;
    expect(update.after).toMatchObject({ password_changed: true });
    expect(JSON.stringify(update.after)).not.toContain('brand-new-pass');
  });

  it('refuses an e-mail or phone of another customer of the store, but not its own', async () => {
    const a = await createFull();
    const b = await createFull();
    const own = await put({
      _id: a.data._id,
      first_name: 'A',
      email: a.data.email,
      phone_no: a.data.phone_no,
    });
    expect(own.statusCode).toBe(200);
    const sameEmail = await put({ _id: a.data._id, first_name: 'A', email: b.data.email });
    expect([sameEmail.statusCode, sameEmail.json()]).toEqual([
      409,
      { message: M.duplicateEmail, title: M.duplicateTitle },
    ]);
    const samePhone = await put({ _id: a.data._id, first_name: 'A', phone_no: b.data.phone_no });
    expect([samePhone.statusCode, samePhone.json()]).toEqual([
      409,
      { message: M.duplicatePhone, title: M.duplicateTitle },
    ]);
  });

  it('lets CSC edit without points, refuses points from CSC and FINANCE cannot edit', async () => {
    const created = await createFull();
    const base = { _id: created.data._id, first_name: 'C', email: created.data.email };
    expect((await put(base, csc)).statusCode).toBe(200);
    expect((await rowOf(created.data._id)).points).toBe(250);
    expect((await put({ ...base, points: 1 }, csc)).statusCode).toBe(403);
    expect((await put(base, finance)).statusCode).toBe(403);
    expect((await getOne(created.data._id, csc)).statusCode).toBe(200);
    expect((await getOne(created.data._id, finance)).statusCode).toBe(200);
  });
});

describe('DELETE customer/address', () => {
  it('removes the address, makes the oldest left the default and records it', async () => {
    const created = await createFull();
    const id = created.data._id;
    const defaultAddress = created.data.addresses.find((a) => a.is_default)!;
    const other = created.data.addresses.find((a) => !a.is_default)!;
    const res = await deleteAddress(id, defaultAddress._id);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: F.addressDeleted, title: F.addressDeletedTitle },
    ]);
    const left = (await getOne(id)).json() as CustomerProfileReply;
    expect(left.data.addresses.map((a) => [a._id, a.is_default])).toEqual([[other._id, true]]);
    const audits = await auditsOf(defaultAddress._id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
    const again = await deleteAddress(id, defaultAddress._id);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: F.addressNotFound, title: F.addressNotFoundTitle },
    ]);
  });

  it("refuses another customer's address", async () => {
    const a = await createFull();
    const b = await createFull();
    const res = await deleteAddress(a.data._id, b.data.addresses[0]._id);
    expect(res.statusCode).toBe(404);
    expect((await getOne(b.data._id)).json()).toMatchObject({ data: { addresses: expect.any(Array) } });
    expect(((await getOne(b.data._id)).json() as CustomerProfileReply).data.addresses).toHaveLength(2);
  });
});

describe("another store's customer is 404 with nothing written", () => {
  it('GET, PUT and DELETE customer/address', async () => {
    const created = await createFull();
    const id = created.data._id;
    const snapshot = await rowOf(id);
    const before = await totals();
    expect((await getOne(id, otherAdmin)).statusCode).toBe(404);
    const edit = await put({ _id: id, first_name: 'X', email: `x${unique()}@example.test` }, otherAdmin);
    expect(edit.statusCode).toBe(404);
    expect((await deleteAddress(id, created.data.addresses[0]._id, otherAdmin)).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(snapshot);
    expect(await totals()).toEqual(before);
  });
});
