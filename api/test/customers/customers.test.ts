import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  CreateCustomerReply,
  CustomerDetailReply,
  CustomerSearchReply,
  SaveAddressReply,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../src/db/schema';
import { CUSTOMER_MESSAGES as M } from '../../src/http/customer-messages';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createCustomer, type BookingStore } from '../cart/booking-fixtures';

let app: FastifyInstance;
let s: BookingStore;
let other: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  [s, other] = [await bookingStore(app), await bookingStore(app)];
});
afterAll(() => app.close());

const createCust = (customer: Record<string, unknown>, headers = s.headers) =>
  app.inject({ method: 'POST', url: '/api/customer', headers, payload: { customer } });

describe('POST customer', () => {
  it('needs an e-mail or a phone', async () => {
    const res = await createCust({ first_name: 'No Contact' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.missingContact, title: M.missingTitle, code: 'INVALID_INPUT' });
  });

  it('takes digits only as a phone', async () => {
    const res = await createCust({ first_name: 'Bad', phone_no: '98-765' });
    expect(res.json()).toEqual({ message: M.phoneDigits, title: M.invalidTitle });
  });

  it('creates a customer and refuses a duplicate e-mail or phone in the same store only', async () => {
    const res = await createCust({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'Meera@Example.test',
      phone_no: '9876543210',
      country_code: '+91',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CreateCustomerReply;
    expect(body).toMatchObject({
      title: M.createdTitle,
      data: { email: 'meera@example.test', phone_no: '9876543210', addresses: [] },
    });
    const sameEmail = await createCust({ first_name: 'X', email: 'meera@example.test' });
    expect([sameEmail.statusCode, sameEmail.json()]).toEqual([
      409,
      { message: M.duplicateEmail, title: M.duplicateTitle },
    ]);
    const samePhone = await createCust({ first_name: 'X', phone_no: '9876543210' });
    expect([samePhone.statusCode, samePhone.json()]).toEqual([
      409,
      { message: M.duplicatePhone, title: M.duplicateTitle },
    ]);
    const elsewhere = await createCust({ first_name: 'Meera', email: 'meera@example.test' }, other.headers);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('customer search and details', () => {
  it('finds by name, e-mail or phone within the store, 15 per page by default', async () => {
    await createCustomer(app, s.store, {
      firstName: 'Zubin',
      lastName: 'Mehta',
      phoneNo: '7000012345',
      email: 'zubin@example.test',
    });
    await createCustomer(app, other.store, {
      firstName: 'Zubin',
      lastName: 'Other',
      email: 'zo@example.test',
    });
    for (const keyword of ['zub', 'Zubin Me', 'zubin@ex', '00012345']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/customer/search?filter.keyword=${encodeURIComponent(keyword)}`,
        headers: s.headers,
      });
      const body = res.json() as CustomerSearchReply;
      expect([keyword, body.total, body.data[0]?.last_name]).toEqual([keyword, 1, 'Mehta']);
    }
    const empty = await app.inject({
      method: 'GET',
      url: '/api/customer/search?filter.keyword=',
      headers: s.headers,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers one customer with addresses; another store is 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/customer?customer_id=${s.customer.id}`,
      headers: s.headers,
    });
    expect((res.json() as CustomerDetailReply).data).toMatchObject({ _id: s.customer.id, addresses: [] });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/customer?customer_id=${other.customer.id}`,
      headers: s.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('PUT customer/address', () => {
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/customer/address', headers: s.headers, payload });

  it('refuses an empty address', async () => {
    const res = await put({ customer_id: s.customer.id, address: { street: '  ' } });
    expect(res.json()).toEqual({ message: M.emptyAddress, title: M.missingTitle });
  });

  it('adds (first one default) and updates an address', async () => {
    const customer = await createCustomer(app, s.store);
    const added = (
      await put({
        customer_id: customer.id,
        address: { street: '1 Park St', city: 'Pune', zip_code: '411001' },
      })
    ).json() as SaveAddressReply;
    expect(added.data).toMatchObject({ street: '1 Park St', is_default: true });
    const updated = await put({
      customer_id: customer.id,
      address: { _id: added.data._id, street: '2 Park St', city: 'Pune' },
    });
    expect((updated.json() as SaveAddressReply).data).toMatchObject({
      _id: added.data._id,
      street: '2 Park St',
    });
    const rows = await app.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it("never touches another store's customer", async () => {
    const res = await put({ customer_id: other.customer.id, address: { street: 'x' } });
    expect(res.statusCode).toBe(404);
    const [row] = await app.db.select().from(customers).where(eq(customers.id, other.customer.id));
    expect(row.storeId).toBe(other.store.id);
  });
});
