import type { FastifyInstance } from 'fastify';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/** store/details tells the screens whether a field-service system is configured, so they offer Sync only then. */
async function fieldServiceFlag(app: FastifyInstance): Promise<unknown> {
  const store = await createStore(app, { name: 'Alpha' });
  const token = await loginAs(app, 'CSC', store);
  const res = await app.inject({ method: 'GET', url: '/api/store/details', headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { field_service: unknown } }).data.field_service;
}

describe('store/details field_service', () => {
  it('is false without FIELD_SERVICE_URL/TOKEN', async () => {
    const app = await buildTestApp({ config: { fieldService: null } });
    try {
      expect(await fieldServiceFlag(app)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('is true when a field-service system is configured', async () => {
    const app = await buildTestApp({
      config: { fieldService: { url: 'http://127.0.0.1:9/api', token: 'secret' } },
    });
    try {
      expect(await fieldServiceFlag(app)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
