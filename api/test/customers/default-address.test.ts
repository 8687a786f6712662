import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { SaveAddressReply } from '@storedesk/shared/contracts';
import { customerAddresses } from '../../src/db/schema';
import { driverError } from '../../src/http/db-error';
import { buildTestApp } from '../helpers/test-app';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { bookingStore, createCustomer, type BookingStore } from '../cart/booking-fixtures';

/**
 * Issue 11: a customer has exactly one default address, kept by the server (a partial unique index, and a save
 * that makes one the default unsets the others in one locked transaction); a save never drops fields it did
 * not send. On PostgreSQL the parallel saves really overlap.
 */
let app: FastifyInstance;
let s: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
});
afterAll(() => app.close());

const put = (customerId: string, address: Record<string, unknown>) => () =>
  app.inject({
    method: 'PUT',
    url: '/api/customer/address',
    headers: s.headers,
    payload: { customer_id: customerId, address },
  });
const addressesOf = (customerId: string) =>
  app.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(customerAddresses.createdAt);
const defaultsOf = async (customerId: string) => (await addressesOf(customerId)).filter((a) => a.isDefault);
const saved = async (send: ReturnType<typeof put>) => {
  const res = await send();
  expect(res.statusCode).toBe(200);
  return (res.json() as SaveAddressReply).data;
};

it('the first address is the default; a new default unsets the old one; un-ticking the only default keeps it', async () => {
  const customer = await createCustomer(app, s.store);
  const home = await saved(put(customer.id, { street: '1 Home St', city: 'Pune' }));
  expect(home.is_default).toBe(true);
  const office = await saved(put(customer.id, { street: '2 Office Rd', city: 'Pune' }));
  expect(office.is_default).toBe(false);
  const flat = await saved(put(customer.id, { street: '3 Flat Ln', city: 'Pune', is_default: true }));
  expect(flat.is_default).toBe(true);
  expect((await defaultsOf(customer.id)).map((a) => a.street)).toEqual(['3 Flat Ln']);
  await saved(put(customer.id, { _id: office._id, street: '2 Office Rd', is_default: true }));
  expect((await defaultsOf(customer.id)).map((a) => a.street)).toEqual(['2 Office Rd']);
  // The default cannot be switched off by itself (another one is made the default instead).
  const kept = await saved(put(customer.id, { _id: office._id, street: '2 Office Rd', is_default: false }));
  expect(kept.is_default).toBe(true);
  expect(await defaultsOf(customer.id)).toHaveLength(1);
});

it('an edit that sends only the landmark keeps every other field', async () => {
  const customer = await createCustomer(app, s.store);
  const added = await saved(
    put(customer.id, {
      first_name: 'Asha',
      street: '12 MG Road',
      locality: 'Camp',
      city: 'Pune',
      state: 'Maharashtra',
      zip_code: '411001',
      country: 'India',
      phone_no: '9876543210',
      latitude: 18.5,
      longitude: 73.8,
    }),
  );
  const edited = await saved(put(customer.id, { _id: added._id, landmark: 'Near the temple' }));
  expect(edited).toMatchObject({
    first_name: 'Asha',
    street: '12 MG Road',
    locality: 'Camp',
    city: 'Pune',
    state: 'Maharashtra',
    zip_code: '411001',
    country: 'India',
    phone_no: '9876543210',
    latitude: 18.5,
    longitude: 73.8,
    landmark: 'Near the temple',
  });
});

it('ten parallel "make default" saves of different addresses leave exactly one default', async () => {
  const customer = await createCustomer(app, s.store);
  const ids: string[] = [];
  for (let i = 0; i < 10; i++)
    ids.push((await saved(put(customer.id, { street: `${i} Lane`, city: 'Pune' })))._id);
  const { responses, peak } = await sendTogether(
    app,
    ids.map((id, i) => put(customer.id, { _id: id, street: `${i} Lane`, is_default: true })),
  );
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 10 });
  expect(await defaultsOf(customer.id)).toHaveLength(1);
});

it('ten parallel new default addresses: all saved, exactly one default', async () => {
  const customer = await createCustomer(app, s.store);
  const { responses, peak } = await sendTogether(
    app,
    Array.from({ length: 10 }, (_, i) => put(customer.id, { street: `${i} New St`, is_default: true })),
  );
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 10 });
  expect(await addressesOf(customer.id)).toHaveLength(10);
  expect(await defaultsOf(customer.id)).toHaveLength(1);
});

it('the database refuses a second default address itself', async () => {
  const customer = await createCustomer(app, s.store);
  await saved(put(customer.id, { street: '1 Only St' }));
  const error = await app.db
    .insert(customerAddresses)
    .values({ storeId: s.store.id, customerId: customer.id, street: 'Sneaky', isDefault: true })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(driverError(error)?.constraint).toBe('customer_addresses_one_default');
  const rows = await app.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isDefault, true)));
  expect(rows).toHaveLength(1);
});
