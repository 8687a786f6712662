import { and, eq } from 'drizzle-orm';
import type { Role } from '@storedesk/shared/auth/permissions';
import { auditLog, bookings } from '../../src/db/schema';
import { FORBIDDEN_MESSAGE } from '../../src/http/errors';
import { authHeader, createEmployee, createStore, login } from '../helpers/fixtures';
import { app, details, newBooking, put, setUpEditOrderTests, statuses, tokens } from './edit-order-setup';

/** Deleting a booking, what each role may edit, and store isolation. */
setUpEditOrderTests();

describe('delete', () => {
  it('deletes with an audit row; a stale version is refused', async () => {
    const b = await newBooking();
    const stale = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id, version: '7' },
      headers: authHeader(tokens.ADMIN),
    });
    expect(stale.statusCode).toBe(409);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id },
      headers: authHeader(tokens.ADMIN),
    });
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(0);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, b.id), eq(auditLog.action, 'delete'))),
    ).toHaveLength(1);
  });
});

describe('each role gets exactly its spec 2 §6 booking actions', () => {
  const allowed: Record<Role, string[]> = {
    ADMIN: ['status', 'date', 'tags', 'address', 'payment', 'notes', 'products', 'delete'],
    SITEADMIN: ['status', 'date', 'address', 'payment', 'notes'],
    CSC: ['status', 'date', 'tags', 'address', 'payment', 'notes', 'products'],
    FINANCE: ['payment', 'notes'],
  };
  const bodies: Record<string, (id: string) => object> = {
    status: (id) => ({ _id: id, version: 1, current_status: { status_id: statuses.placed.id } }),
    date: (id) => ({ _id: id, version: 1, delivery_date: '2026-12-02' }),
    tags: (id) => ({ _id: id, version: 1, order_tags: ['a'] }),
    address: (id) => ({
      _id: id,
      version: 1,
      shipping_address: {
        first_name: 'A',
        last_name: 'B',
        street: 'S',
        city: 'C',
        state: 'T',
        zip_code: '1',
        country: 'IN',
      },
    }),
    payment: (id) => ({ _id: id, version: 1, payment: { is_paid: true } }),
    notes: (id) => ({ _id: id, version: 1, note: 'n' }),
    products: (id) => ({
      _id: id,
      version: 1,
      products: [{ is_custom: true, name: 'C', selling_price: 5, selected_quantity: 1 }],
    }),
  };
  it.each(Object.keys(allowed) as Role[])('%s', async (role) => {
    for (const action of [...Object.keys(bodies), 'delete']) {
      const b = await newBooking();
      const status =
        action === 'delete'
          ? (
              await app.inject({
                method: 'DELETE',
                url: '/api/store/order',
                query: { id: b.id },
                headers: authHeader(tokens[role]),
              })
            ).statusCode
          : (await put(action, bodies[action](b.id), role)).status;
      expect([action, status]).toEqual([action, allowed[role].includes(action) ? 200 : 403]);
    }
  });
  it('a denied edit answers the standard forbidden text', async () => {
    const b = await newBooking();
    const res = await put('tags', bodies.tags(b.id), 'FINANCE');
    expect(res.body).toEqual({ message: FORBIDDEN_MESSAGE, title: 'Access Denied' });
  });
});

describe('store isolation', () => {
  it("another store's booking is 404 for details and every edit", async () => {
    const b = await newBooking();
    const other = await createStore(app);
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [other] });
    const token = (await login(app, { email, password, store_id: other.id })).json<{ token: string }>().token;
    const get = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      query: { id: b.id },
      headers: authHeader(token),
    });
    expect(get.statusCode).toBe(404);
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/store/order/tags',
      payload: { _id: b.id, version: 1, order_tags: ['x'] },
      headers: authHeader(token),
    });
    expect(edit.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id },
      headers: authHeader(token),
    });
    expect(del.statusCode).toBe(404);
    expect((await details(b.id)).data).toMatchObject({ version: 1, order_tags: [] });
  });
});
