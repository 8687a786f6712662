import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json listing every route with its schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const entry of app.routeCatalog) {
      const path = entry.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[entry.method.toLowerCase()];
      expect([entry.url, operation !== undefined]).toEqual([entry.url, true]);
      for (const permission of entry.permission === 'public' ? ['Public'] : [entry.permission].flat())
        expect(operation.description).toContain(permission);
      expect(Boolean(operation.security)).toBe(entry.permission !== 'public');
    }
    const login = doc.paths['/api/employee/login'].post as unknown as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
      'store_id',
    ]);
  });

  it('serves the UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
