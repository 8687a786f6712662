import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PushNotificationInput } from '@storedesk/shared/contracts';
import { productCategories, productCollections } from '../../src/db/schema';
import type { StoreRow } from '../helpers/fixtures';

/** A store-local day `offset` days from today, as YYYY-MM-DD (the fixtures' stores are in Asia/Kolkata). */
export function localDay(offset: number, timeZone = 'Asia/Kolkata'): string {
  const at = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The instant of a store-local day and time in Asia/Kolkata (UTC+05:30, no DST). */
export const kolkataInstant = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

export async function createCategory(app: FastifyInstance, store: StoreRow, name: string, isDeleted = false) {
  const [row] = await app.db
    .insert(productCategories)
    .values({ storeId: store.id, name, urlSlug: name.toLowerCase().replace(/\s+/g, '-'), isDeleted })
    .returning();
  return row;
}

export async function createCollection(
  app: FastifyInstance,
  store: StoreRow,
  name: string,
  isDeleted = false,
) {
  const [row] = await app.db
    .insert(productCollections)
    .values({ storeId: store.id, name, urlSlug: name.toLowerCase().replace(/\s+/g, '-'), isDeleted })
    .returning();
  return row;
}

/** A valid immediate notification to one customer; tests override what they check. */
export const pushInput = (values: Partial<PushNotificationInput>): PushNotificationInput => ({
  customer_type: 'one_customer',
  title: 'Monsoon offer',
  message: '10% off AC service this week',
  redirect_type: 'PAYMENT_REQUEST',
  delivery_type: 'IMMEDIATE',
  ...values,
});

export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A OneSignal stand-in on loopback: records each call and answers with `reply` (changeable per test). */
export interface FakeProvider {
  url: string;
  calls: ReceivedCall[];
  reply: { status: number; body: unknown };
  close: () => Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const provider: Omit<FakeProvider, 'url' | 'close'> = {
    calls: [],
    reply: { status: 200, body: { id: 'notification-1', external_id: null } },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      provider.calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      res.writeHead(provider.reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(provider.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}/api/v1/notifications`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  });
}
