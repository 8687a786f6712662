import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVICE_LIST_FILE_NAME } from '@storedesk/shared/contracts';
import { products } from '../../src/db/schema';
import { bookingListBatches } from '../../src/routes/reports/bookings-list-report';
import { serviceListBatches } from '../../src/routes/reports/service-list';
import { safeCell } from '../../src/routes/reports/xlsx-stream';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { seedBooking, seedCategory, seedCustomer, seedStatus } from './report-fixtures';
import { readSheet } from './xlsx-helpers';

/** How the files are made: formula escaping, keyset batches, chunked sending, and the service list download. */
let app: FastifyInstance;
let store: StoreRow;
let token: string;
const numbers: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'ADMIN', store);
  const status = await seedStatus(app, store.id, 'Placed', 0);
  const customer = await seedCustomer(app, store.id, { firstName: 'Batch', lastName: 'Person' });
  // Five bookings, two at the very same instant, so the keyset has to break the tie by id.
  for (const at of [
    '2025-05-01T04:00:00Z',
    '2025-05-01T05:00:00Z',
    '2025-05-01T05:00:00Z',
    '2025-05-01T06:00:00Z',
    '2025-05-02T06:00:00Z',
  ]) {
    numbers.push(
      await seedBooking(app, {
        storeId: store.id,
        customerId: customer,
        statusId: status,
        at,
        channel: 'POS',
        subTotal: '10.00',
        total: '10.00',
      }),
    );
  }
  const category = await seedCategory(app, store.id, 'Cleaning');
  const other = await createStore(app);
  await app.db.insert(products).values([
    {
      storeId: store.id,
      name: 'Window wash',
      parentSku: 'WW-1',
      urlSlug: 'window-wash',
      sellingPrice: '25.50',
      productCategoryId: category,
      availability: [{ channel: 'POS' }, { channel: 'WEB_APP' }],
    },
    {
      storeId: store.id,
      name: '@Deck polish',
      parentSku: 'DP-1',
      urlSlug: 'deck-polish',
      sellingPrice: '40.00',
      isAvailable: false,
    },
    { storeId: store.id, name: 'Gone', parentSku: 'G-1', urlSlug: 'gone', isDeleted: true },
    { storeId: other.id, name: 'Not mine', parentSku: 'N-1', urlSlug: 'not-mine' },
  ]);
});
afterAll(() => app.close());

describe('formula escaping', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (text) => {
    expect(safeCell(text)).toBe(`'${text}`);
  });
  it('leaves other text, numbers (also negative) and empty cells alone', () => {
    expect([safeCell('Asha = Rao'), safeCell(''), safeCell(-5), safeCell(12.5), safeCell(null)]).toEqual([
      'Asha = Rao',
      '',
      -5,
      12.5,
      null,
    ]);
  });
});

describe('batches', () => {
  it('reads the bookings list in keyset batches of the given size, in time order, each booking once', async () => {
    const ctx = { storeId: store.id, timeZone: 'Asia/Kolkata', fromDate: '2025-05-01', toDate: '2025-05-02' };
    const sizes: number[] = [];
    const seen: unknown[] = [];
    for await (const batch of bookingListBatches(app.db, ctx, 2)) {
      sizes.push(batch.length);
      seen.push(...batch.map((row) => row[0]));
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(numbers));
    expect(seen[0]).toBe(numbers[0]);
    expect(seen[4]).toBe(numbers[4]);
  });

  it('ends on a batch that is exactly full, and reads one booking at a time past same-instant ties', async () => {
    const ctx = { storeId: store.id, timeZone: 'Asia/Kolkata', fromDate: '2025-05-01', toDate: '2025-05-02' };
    const sizes = async (batchSize: number) => {
      const seen: number[] = [];
      const ids: unknown[] = [];
      for await (const batch of bookingListBatches(app.db, ctx, batchSize)) {
        seen.push(batch.length);
        ids.push(...batch.map((row) => row[0]));
      }
      expect(new Set(ids).size).toBe(5);
      return seen;
    };
    expect(await sizes(5)).toEqual([5]);
    expect(await sizes(1)).toEqual([1, 1, 1, 1, 1]);
  });

  it('reads the service list in keyset batches by name', async () => {
    const names: unknown[] = [];
    const sizes: number[] = [];
    for await (const batch of serviceListBatches(app.db, store.id, 1)) {
      sizes.push(batch.length);
      names.push(...batch.map((row) => row[0]));
    }
    expect(sizes).toEqual([1, 1]);
    expect(names).toEqual(['@Deck polish', 'Window wash']);
  });
});

describe('sending', () => {
  it('streams the report chunked, without a Content-Length, over a real connection', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/report/bookings/list?from_date=2025-05-01&to_date=2025-05-02',
            headers: authHeader(token),
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            res.on('error', reject);
          },
        ).on('error', reject);
      },
    );
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    const rows = await readSheet(body);
    expect(rows).toHaveLength(6);
  });
});

describe('GET store/product/template', () => {
  it("answers the store's services (not deleted) as service_list.xlsx, formulas escaped", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/product/template',
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${SERVICE_LIST_FILE_NAME}"`);
    expect(await readSheet(res.rawPayload)).toEqual([
      ['Name', 'SKU', 'Category', 'Price', 'Availability', 'Channels'],
      ["'@Deck polish", 'DP-1', null, 40, 'Not available', null],
      ['Window wash', 'WW-1', 'Cleaning', 25.5, 'Available', 'POS, Web App'],
    ]);
  });
});
