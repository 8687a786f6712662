import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@storedesk/shared/contracts';
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

  it("lists each route's error codes, and the error answer's code", async () => {
    type Op = {
      'x-error-codes'?: string[];
      responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
    };
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Op>>;
    };
    const codesOf = (path: string, method: string) => doc.paths[path][method]['x-error-codes'];
    for (const entry of app.routeCatalog) {
      const codes = codesOf(entry.url.replace(/:(\w+)/g, '{$1}'), entry.method.toLowerCase());
      expect([entry.url, codes?.every((code) => (ERROR_CODES as readonly string[]).includes(code))]).toEqual([
        entry.url,
        true,
      ]);
      expect(codes).toContain('SERVER_ERROR');
      if (entry.permission !== 'public')
        expect(codes).toEqual(expect.arrayContaining(['UNAUTHORIZED', 'FORBIDDEN']));
    }
    expect(codesOf('/api/store/order/status', 'put')).toEqual(
      expect.arrayContaining(['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE']),
    );
    expect(codesOf('/api/store/payment', 'post')).toEqual(
      expect.arrayContaining(['OVER_UNPAID', 'ALREADY_SUBMITTED']),
    );
    expect(codesOf('/api/customer', 'post')).toContain('DUPLICATE');
    expect(codesOf('/api/store/customer_subscription', 'put')).toContain('CHANGED_ELSEWHERE');
    expect(codesOf('/api/store/customer_subscription/details', 'get')).toContain('NOT_FOUND');
    const notFound = doc.paths['/api/store/customer_subscription/details'].get.responses['4XX'];
    expect(notFound.content?.['application/json'].schema.required).toEqual(['message', 'title', 'code']);
  });

  it('serves the UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
