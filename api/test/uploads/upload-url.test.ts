import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UploadReply } from '@storedesk/shared/contracts';
import { loadConfig } from '../../src/config';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { multipartBody, tinyPng } from './upload-samples';

/** The upload answer's address comes from PUBLIC_URL (or is relative), never from the Host the caller sends. */
let uploadDir: string;
beforeAll(() => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'storedesk-upload-url-'));
});
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function uploadWithHost(app: FastifyInstance, store: StoreRow): Promise<string> {
  const token = await loginAs(app, 'CSC', store);
  const body = multipartBody([
    { name: 'type', value: 'PRODUCT' },
    { name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/misc/upload',
    headers: { ...authHeader(token), ...body.headers, ...HOSTILE },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as UploadReply).url;
}

describe.each([
  ['behind a proxy it trusts', true],
  ['without a proxy', false],
])('the upload url %s', (_label, trustProxy) => {
  it('is on PUBLIC_URL when it is set, whatever Host and X-Forwarded-Host say', async () => {
    const app = await buildTestApp({
      config: { uploadDir, trustProxy, publicUrl: 'https://desk.storedesk.test' },
    });
    try {
      const store = await createStore(app);
      const url = await uploadWithHost(app, store);
      expect(url).toMatch(
        new RegExp(`^https://desk\\.storedesk\\.test/api/uploads/${store.id}/[0-9a-f]{32}\\.png$`),
      );
      expect(url).not.toContain('evil');
    } finally {
      await app.close();
    }
  });

  it('is relative without PUBLIC_URL', async () => {
    const app = await buildTestApp({ config: { uploadDir, trustProxy, publicUrl: null } });
    try {
      const store = await createStore(app);
      const url = await uploadWithHost(app, store);
      expect(url).toMatch(new RegExp(`^/api/uploads/${store.id}/[0-9a-f]{32}\\.png$`));
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is read without a trailing slash, may carry a path, and must be http(s)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://desk.example.com/' }).publicUrl).toBe(
      'https://desk.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/desk/' }).publicUrl).toBe(
      'https://example.com/desk',
    );
    expect(loadConfig({}).publicUrl).toBeNull();
    for (const bad of [
      'desk.example.com',
      'javascript:alert(1)',
      'https://a@example.com',
      'https://x.test/?a=1',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });
});
