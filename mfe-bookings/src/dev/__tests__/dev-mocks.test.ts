import { setupServer } from 'msw/node';
import dayjs from 'dayjs';
import {
  api,
  ApiError,
  buildUrl,
  DASHBOARD_HOURS,
  DASHBOARD_MAX_CATEGORIES,
  useSession,
  type Cart,
  type CustomerDetail,
  type CustomerSummary,
  type DaywiseReply,
  type ListOrdersReply,
  type OrderDetailsReply,
  type OrderWriteReply,
  type ProductOption,
} from '@storedesk/shared';
import * as C from '@storedesk/shared/contracts';
import { makeEmployee, makeStore, schemaErrors } from '@storedesk/shared/testing';
import { resetMockCarts } from '../mocks/cart-handlers';
import { resetCreatedBookings } from '../mocks/create-order-handlers';
import {
  COMPLETED_MASTER_ID,
  LOCATIONS,
  PAYMENT_METHODS,
  PRODUCTS,
  STORE_STATUSES,
} from '../mocks/mock-catalogue';
import { resetMockCustomers } from '../mocks/mock-customers';
import { resetMockOrders } from '../mocks/mock-orders';
import { toCsv } from '../mocks/report-handlers';
import { storeToday } from '../mocks/respond';
import { generateDashboardData } from '../mocks/generate-dashboard';
import { handlers } from '../mocks/handlers';
import { useMockScenario } from '../mocks/mock-scenario';

describe('standalone dashboard data', () => {
  it('is the same for the same day and consistent in itself', () => {
    const day = generateDashboardData('2026/11/20', '2026/11/22');
    expect(generateDashboardData('2026/11/20', '2026/11/22')).toEqual(day);
    expect(day.stats.total_orders).toBeGreaterThan(0);
    expect(day.stats.order_by_status.reduce((sum, s) => sum + s.count, 0)).toBe(day.stats.total_orders);
    expect(day.sales_by_categories.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(
      day.stats.total_orders,
    );
    expect(day.sales_by_categories.length).toBeLessThanOrEqual(DASHBOARD_MAX_CATEGORIES);
    expect(day.sales_by_hour.map((row) => row.hour)).toEqual(DASHBOARD_HOURS);
    const channels = Object.values(day.sales_by_channel).reduce((a, b) => a + b, 0);
    expect(day.stats.total_sales).toBeCloseTo(channels, 2);
    const hourly = day.sales_by_hour.reduce(
      (sum, r) => sum + r.web + r.pos + r.mobile_app + r.customer_support,
      0,
    );
    expect(hourly).toBeCloseTo(channels, 1);
  });

  it('is empty before the 90-day window and for future days', () => {
    expect(generateDashboardData('2026/01/01', '2026/11/22').stats.total_orders).toBe(0);
    expect(generateDashboardData('2026/11/23', '2026/11/22').stats.total_orders).toBe(0);
  });
});

describe('standalone MSW handlers', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  it('answers GET analytics/dashboard with a day of data', async () => {
    const reply = await api.get<{ data: { sales_by_hour: unknown[] } }>('analytics/dashboard', {
      date: '2025/01/05',
    });
    expect(reply.data.sales_by_hour).toHaveLength(DASHBOARD_HOURS.length);
  });

  it('refuses a malformed date with 400 {message, title}, like the API', async () => {
    await expect(api.get('analytics/dashboard', { date: '05/01/2025' })).rejects.toMatchObject({
      status: 400,
      title: 'Invalid request',
    });
  });

  it('answers 401 without a token and 503 in the error scenario', async () => {
    useSession.setState({ token: null });
    await expect(api.get('analytics/dashboard', { date: '2025/01/05' })).rejects.toBeInstanceOf(ApiError);
    useSession.setState({ token: 'dev-token' });
    useMockScenario.setState({ scenario: 'error' });
    await expect(api.get('analytics/dashboard', { date: '2025/01/05' })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('standalone bookings mocks answer the contracts', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockOrders();
    resetMockCustomers();
    resetMockCarts();
    resetCreatedBookings();
    useSession.setState({ token: 'dev-token', employee: makeEmployee(), store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });
  const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);

  it('checks shapes itself (the checker can fail)', () => {
    expect(schemaErrors(C.StoreLocation, { _id: 'x', name: 1 })).toEqual([
      '$.serving_locations: missing',
      "$._id: 'x' is not a uuid",
      '$.name: expected string, got integer',
    ]);
    expect(schemaErrors(C.DaywiseReply.properties.next_cursor, 5)).toHaveLength(1);
  });

  it.each([
    ['store/order_status/all', C.StoreOrderStatusList],
    ['master/order_status/all', C.MasterOrderStatusList],
    ['store/delivery_slot/all', C.DeliverySlotDayList],
    ['store/delivery_type/all', C.DeliveryTypeList],
    ['store/location/all', C.StoreLocationList],
    ['store/tax/all', C.TaxList],
    ['store/discount/all', C.DiscountList],
    ['master/payment_method/all', C.PaymentMethodList],
  ])('answers the lookup %s whole', async (path, schema) => {
    const reply = await api.get<{ data: unknown[]; pages: number; total: number }>(path, {
      limit: 10000,
      offset: 0,
    });
    fits(schema, reply);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ pages: 1, total: reply.data.length });
  });

  it('answers points, the service search and a service form', async () => {
    fits(C.PointsConfigReply, await api.get('store/points'));
    const found = await api.get<{ data: ProductOption[] }>('store/product/all', {
      'filter.keyword': 'clean',
    });
    fits(C.ProductOptionList, found);
    expect(found.data.length).toBeGreaterThan(1);
    expect(found.data.every((p) => /clean/i.test(p.name))).toBe(true);
    const form = await api.get<{ data: { request_fields: unknown[] } }>('store/product/form', {
      product_id: found.data[0]._id,
    });
    fits(C.ProductFormReply, form);
    expect(form.data.request_fields.length).toBeGreaterThan(0);
    expect(STORE_STATUSES.some((s) => s.master_order_status_id === COMPLETED_MASTER_ID)).toBe(true);
  });

  it('pages and filters the booking list like the API (20 a page from 1)', async () => {
    const first = await api.get<ListOrdersReply>('store/order/all', { limit: 20, offset: 1 });
    fits(C.ListOrdersReply, first);
    expect(first.data).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    const paid = await api.get<ListOrdersReply>('store/order/all', { limit: 100, 'filter.is_paid': 'PAID' });
    expect(paid.data.length).toBeGreaterThan(0);
    expect(paid.data.every((o) => o.payment.is_paid)).toBe(true);
    const tomorrow = dayjs(storeToday()).add(1, 'day').format('YYYY-MM-DD');
    const due = await api.get<ListOrdersReply>('store/order/all', {
      limit: 100,
      'filter.delivery_from_date': tomorrow,
      'filter.delivery_to_date': tomorrow,
    });
    expect(due.data.every((o) => o.delivery_date === tomorrow)).toBe(true);
    const served = await api.get<ListOrdersReply>('store/order/all', {
      limit: 100,
      'filter.location': LOCATIONS[0]._id,
    });
    expect(served.data.length).toBeGreaterThan(0);
    expect(served.data.every((o) => o.store_location_id === LOCATIONS[0]._id)).toBe(true);
    useMockScenario.setState({ scenario: 'empty' });
    expect(await api.get<ListOrdersReply>('store/order/all', {})).toMatchObject({ data: [], total: 0 });
  });

  it('answers a booking with its totals, and 404 for an unknown one', async () => {
    const { data } = await api.get<ListOrdersReply>('store/order/all', { limit: 1 });
    const details = await api.get<OrderDetailsReply>('store/order/details', { id: data[0]._id });
    fits(C.OrderDetailsReply, details);
    expect(details.total.total).toBe(details.data.total);
    await expect(
      api.get('store/order/details', { id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('pages the day-wise list by cursor until next_cursor is null, with the weekday slots', async () => {
    const date = storeToday();
    const rows: string[] = [];
    let cursor: string | undefined;
    let reply: DaywiseReply;
    do {
      reply = await api.get<DaywiseReply>('store/order/daywise', {
        date,
        date_type: 'DELIVERY_DATE',
        limit: 2,
        cursor,
      });
      fits(C.DaywiseReply, reply);
      rows.push(...reply.data.map((r) => r._id));
      cursor = reply.next_cursor ?? undefined;
    } while (cursor);
    expect(rows.length).toBe(reply.total);
    expect(new Set(rows).size).toBe(rows.length);
    expect(reply.delivery_slots.day).toBe(dayjs(date).format('dddd').toUpperCase());
    expect(reply.delivery_slots.slots.length > 0).toBe(reply.delivery_slots.is_active);
    const sunday = dayjs(date).day(7).format('YYYY-MM-DD');
    const off = await api.get<DaywiseReply>('store/order/daywise', { date: sunday, limit: 10 });
    expect(off.delivery_slots).toMatchObject({ is_active: false, slots: [] });
    await expect(api.get('store/order/daywise', { date: '23/11/2026' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('writes a booking with its version, refuses a stale one, and says when sync is not configured', async () => {
    const { data } = await api.get<ListOrdersReply>('store/order/all', {
      limit: 100,
      'filter.is_paid': 'NOT_PAID',
    });
    const open = data.find((o) => !o.is_completed)!;
    const body = {
      _id: open._id,
      version: open.version,
      current_status: { status_id: STORE_STATUSES[1]._id },
    };
    const written = await api.put<OrderWriteReply>('store/order/status', body);
    fits(C.OrderWriteReply, written);
    expect(written.data).toMatchObject({
      version: open.version + 1,
      current_status: { status_name: 'Confirmed' },
    });
    await expect(api.put('store/order/status', body)).rejects.toMatchObject({
      status: 409,
      message: C.ORDER_CHANGED_MESSAGE,
    });
    const sync = { _id: open._id, version: open.version + 1 };
    await expect(api.put('store/order/sync', sync)).rejects.toMatchObject({
      status: 409,
      title: C.SYNC_NOT_CONFIGURED_TITLE,
      message: C.SYNC_NOT_CONFIGURED_MESSAGE,
    });
    useSession.setState({
      store: makeStore({
        store_meta_config: [{ meta_config_name: 'zuper_web_url', meta_config_value: 'https://z' }],
      }),
    });
    fits(C.MessageReply, await api.put('store/order/sync', sync));
  });

  it('searches, reads and creates customers and saves an address, with the API texts on bad input', async () => {
    const found = await api.get<{ data: CustomerSummary[] }>('customer/search', {
      limit: 15,
      offset: 1,
      'filter.keyword': 'meera',
    });
    fits(C.CustomerSearchReply, found);
    expect(found.data.length).toBeGreaterThan(0);
    fits(C.CustomerDetailReply, await api.get('customer', { customer_id: found.data[0]._id }));
    await expect(api.post('customer', { customer: { first_name: 'Nobody' } })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter either Phone Number or Email',
      title: 'Missing Fields',
    });
    const created = await api.post<{ data: CustomerDetail }>('customer', {
      customer: { first_name: 'Tara', last_name: 'Das', phone_no: '9000000001', country_code: '+91' },
    });
    fits(C.CreateCustomerReply, created);
    await expect(
      api.post('customer', { customer: { first_name: 'Tara', phone_no: '9000000001' } }),
    ).rejects.toMatchObject({ status: 409, title: 'Duplicate Customer' });
    const saved = await api.put('customer/address', {
      customer_id: created.data._id,
      address: {
        street: '5 Hill Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560001',
        country: 'India',
      },
    });
    fits(C.SaveAddressReply, saved);
    const again = await api.get<{ data: CustomerDetail }>('customer', { customer_id: created.data._id });
    expect(again.data.addresses).toHaveLength(1);
  });

  it('keeps a cart with consistent totals and creates a booking from it', async () => {
    const { data: customers } = await api.get<{ data: CustomerSummary[] }>('customer/search', {
      'filter.keyword': 'a',
    });
    const customer = customers[0];
    expect(await api.get('store/cart', { customer_id: customer._id })).toEqual({ data: null });
    const product = PRODUCTS.find((p) => p.variants.length > 1)!;
    const lines = [
      { product_id: product._id, selected_product_variant_id: product.variants[1]._id, selected_quantity: 2 },
      { name: 'Balcony wash', selling_price: 300, selected_quantity: 1, is_custom: true },
    ];
    const { data: cart } = await api.post<{ data: Cart }>('store/cart', {
      order_type: 'CSC',
      type: 'PRODUCTS',
      customer_id: customer._id,
      cart: { products: lines },
      discount: { type: 'PERCENTAGE', value: 10 },
    });
    fits(C.CartReply, { data: cart });
    const sub = product.variants[1].price * 2 + 300;
    expect(cart.sub_total).toBe(sub);
    expect(cart.discount_value).toBe(Math.round(sub * 10) / 100);
    expect(cart.total).toBeCloseTo(
      cart.sub_total -
        cart.discount_value -
        cart.discount_by_points +
        cart.tax +
        cart.delivery_data.delivery_cost,
      2,
    );
    fits(C.CartOrNullReply, await api.get('store/cart', { customer_id: customer._id }));

    const order = {
      customer_id: customer._id,
      order_type: 'CSC',
      products: lines,
      delivery_date: dayjs(storeToday()).add(2, 'day').format('YYYY/MM/DD'),
      delivery_data: { start_time: '10:00', duration: 90, type: 'SCHEDULED' },
      payment: {
        is_paid: true,
        payment_method: PAYMENT_METHODS.find((m) => m.request_customer_payment)!.code,
      },
    };
    const created = await api.post<{ data: { _id: string; order_number: number } }>('store/order', {
      order,
      discount: { type: 'PERCENTAGE', value: 10 },
      idempotency_key: 'dev-test-key-1',
    });
    fits(C.CreateOrderReply, created);
    const { data: booking } = await api.get<OrderDetailsReply>('store/order/details', {
      id: created.data._id,
    });
    // The "request payment" method forces an unpaid booking (spec 2 §4); the custom start time gets its end.
    expect(booking).toMatchObject({
      total: cart.total,
      payment: { is_paid: false },
      delivery_data: { end_time: '11:30' },
    });
    expect(await api.post('store/order', { order, idempotency_key: 'dev-test-key-1' })).toEqual(created);
    await expect(
      api.post('store/order', {
        order: { ...order, delivery_date: '2020/01/01' },
        idempotency_key: 'dev-test-key-2',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("answers a booking's payment requests filtered by order id, 10 a page", async () => {
    const all = await api.get<{ data: { order_id: string }[]; pages: number; total: number }>(
      'store/payment/all',
      {
        limit: 10,
        offset: 1,
      },
    );
    expect(all.data.length).toBe(10);
    const orderId = all.data[3].order_id;
    const theirs = await api.get<{ data: Record<string, unknown>[] }>('store/payment/all', {
      limit: 10,
      offset: 1,
      'filter.order_id': orderId,
    });
    expect(theirs.data.length).toBeGreaterThan(0);
    for (const request of theirs.data)
      expect(request).toMatchObject({
        order_id: orderId,
        _id: expect.any(String),
        amount: expect.any(Number),
        status: expect.stringMatching(/^(PAID|PENDING)$/),
        due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it('answers a report as a CSV file with the rows of the period, and the API texts for a bad period', async () => {
    const to = storeToday();
    const from = dayjs(to).subtract(6, 'day').format('YYYY-MM-DD');
    const response = await fetch(buildUrl('report/sales/daily', { from_date: from, to_date: to }), {
      headers: { 'x-auth-token': 'dev-token' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales_daily_${from}_${to}.csv"`,
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('Day,Bookings,Sales');
    expect(lines.length).toBeGreaterThan(1);
    const categories = await fetch(buildUrl('report/sales/category', { from_date: from, to_date: to }), {
      headers: { 'x-auth-token': 'dev-token' },
    });
    const categoryCsv = await categories.text();
    expect(categoryCsv).toMatch(/^Category,Bookings,Sales\n/);
    expect(categoryCsv).toMatch(/\nCleaning,\d+,/);
    expect(toCsv([['a,b', 'say "hi"']])).toBe('"a,b","say ""hi"""\n');
    const future = dayjs(to).add(1, 'day').format('YYYY-MM-DD');
    await expect(api.get('report/sales/daily', { from_date: from, to_date: future })).rejects.toMatchObject({
      status: 400,
      message: 'Reports cannot include future dates',
      title: 'Invalid Date',
    });
    await expect(api.get('report/sales/nothing', { from_date: from, to_date: to })).rejects.toMatchObject({
      status: 404,
    });
  });
});
