import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { UploadReply } from '@storedesk/shared/contracts';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { seedStatus } from '../reports/report-fixtures';
import { readSheet } from '../reports/xlsx-helpers';
import { multipartBody, tinyPng } from '../uploads/upload-samples';

/** JSON answers of the API are compressed above 1 KB; files, reports and uploads travel as they are. */
let app: FastifyInstance;
let uploadDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'storedesk-compression-'));
  app = await buildTestApp({ config: { uploadDir } });
  const store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  // Enough statuses for the status list to pass 1 KB.
  for (let position = 0; position < 20; position += 1) {
    await seedStatus(app, store.id, `Waiting for the customer's reply ${position}`, position);
  }
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const varies = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compressed API answers', () => {
  it('answers JSON over 1 KB in brotli or gzip, as accepted, with Vary and the same content', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the API headers (no-store) on a compressed answer of a signed-in call', async () => {
    const url = '/api/store/order_status/all';
    const plain = await app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/store_access/byEmail?email=nobody%40example.com',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => res.json()).not.toThrow();
  });

  it('does not inflate a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.c', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('streams an xlsx report uncompressed and chunked even when the browser accepts brotli', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const reply = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/report/bookings/list?from_date=2025-05-01&to_date=2025-05-02',
          headers: { ...headers, 'accept-encoding': 'br, gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      ).on('error', reject);
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['transfer-encoding']).toBe('chunked');
    expect((await readSheet(reply.body))[0]?.length).toBeGreaterThan(0);
  });

  it('takes an upload and serves the file byte for byte, uncompressed', async () => {
    const png = tinyPng();
    const body = multipartBody([
      { name: 'type', value: 'PRODUCT' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/misc/upload',
      headers: { ...headers, ...body.headers, 'accept-encoding': 'br, gzip' },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json() as UploadReply;
    const served = await app.inject({
      method: 'GET',
      url: new URL(url, 'http://unused.invalid').pathname,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
