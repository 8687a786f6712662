import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { operation } from '@storedesk/shared/contracts';
import { defineRoute, type RouteCatalogEntry } from '../../src/http/define-route';
import { badRequest, notFound } from '../../src/http/errors';
import errorHandler from '../../src/plugins/error-handler';
import { registerRouteCatalog } from '../../src/plugins/route-catalog';
import { createValidatorCompiler } from '../../src/plugins/validation';

/** The route-declaration guard and the error shapes, on a bare Fastify without a database. */
async function bareApp(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, exposeHeadRoutes: false });
  app.setValidatorCompiler(createValidatorCompiler());
  await app.register(errorHandler);
  const catalog: RouteCatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  await app.register(async (api) => {
    registerRouteCatalog(api, catalog);
    routes(api);
  });
  await app.ready();
  return app;
}

describe('route declaration', () => {
  it('refuses to start with a route that has no permission', async () => {
    await expect(bareApp((app) => app.get('/sneaky', async () => ({ ok: true })))).rejects.toThrow(
      /no permission/,
    );
  });

  it('refuses a permission that is not in the shared table', async () => {
    await expect(
      bareApp((app) =>
        app.route({
          method: 'GET',
          url: '/made-up',
          config: { permission: 'launch_rockets' as never },
          handler: async () => ({}),
        }),
      ),
    ).rejects.toThrow(/no permission/);
  });

  it('records declared routes in the catalog', async () => {
    const app = await bareApp((api) =>
      defineRoute(api, {
        operation: operation('GET', '/fine'),
        permission: 'dashboard',
        schema: {},
        handler: async () => ({ ok: true }),
      }),
    );
    expect(app.routeCatalog.map((e) => [e.method, e.url, e.permission])).toEqual([
      ['GET', '/fine', 'dashboard'],
    ]);
    await app.close();
  });
});

describe('error shapes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp((api) => {
      const route = (url: `/${string}`, handler: () => Promise<unknown>) =>
        defineRoute(api, {
          operation: operation('GET', url),
          permission: 'public',
          schema: {},
          handler: handler as never,
        });
      route('/boom', async () => {
        throw new Error('secret internals');
      });
      route('/missing', async () => {
        throw notFound('Customer not found', 'Customer');
      });
      route('/bad', async () => {
        throw badRequest('Enter atleast either Phone Number or Email Id', 'Missing Fields');
      });
      defineRoute(api, {
        operation: operation('POST', '/typed'),
        permission: 'public',
        schema: {
          body: Type.Object(
            {
              n: Type.Integer({ minimum: 1 }),
              tags: Type.Array(Type.String({ maxLength: 3 }), { maxItems: 2 }),
            },
            { additionalProperties: false },
          ),
        },
        handler: async () => ({ ok: true }),
      });
    });
  });
  afterAll(() => app.close());

  it('hides unknown errors behind a 500 {message, title}', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on the server. Please try again.',
      title: 'Server Error',
      code: 'SERVER_ERROR',
    });
    expect(res.body).not.toContain('secret');
  });

  it('passes thrown HTTP errors through with their message and title', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).json()).toEqual({
      message: 'Customer not found',
      title: 'Customer',
    });
    const bad = await app.inject({ method: 'GET', url: '/bad' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'Enter atleast either Phone Number or Email Id', title: 'Missing Fields' },
    ]);
  });

  it.each([
    [{ n: 0, tags: [] }, 'N must be at least 1'],
    [{ n: 1, tags: ['abcd'] }, 'Tags must be at most 3 characters'],
    [{ n: 1, tags: ['a', 'b', 'c'] }, 'Tags can have at most 2 entries'],
    [{ n: '1', tags: [] }, 'N must be a whole number'],
    [{ n: 1 }, 'Tags is required'],
    [{ n: 1, tags: [], extra: true }, 'Unknown field in the request: Extra'],
  ])('explains %j as %s', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/typed', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, title: 'Invalid Input' });
  });
});
