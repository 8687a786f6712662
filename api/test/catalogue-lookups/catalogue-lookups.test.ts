import type { FastifyInstance } from 'fastify';
import type { CategoryOptionList, CollectionOptionList } from '@storedesk/shared/contracts';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCategory, createCollection } from '../push-notifications/push-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  const other = await createStore(app);
  headers = authHeader(await loginAs(app, 'CSC', store));
  otherHeaders = authHeader(await loginAs(app, 'FINANCE', other));
  for (const name of ['Pest Control', 'AC Repair', 'Deep Cleaning']) await createCategory(app, store, name);
  await createCategory(app, store, 'Old Category', true);
  await createCategory(app, other, 'Elsewhere');
  for (const name of ['Summer Specials', 'Salon at Home']) await createCollection(app, store, name);
  await createCollection(app, store, 'Retired', true);
});
afterAll(() => app.close());

const get = (url: string, query: Record<string, string> = {}, h = headers) =>
  app.inject({ method: 'GET', url, headers: h, query });

describe('GET category/all', () => {
  it("lists the store's live categories by name, paged, with a keyword", async () => {
    const all = (await get('/api/category/all')).json() as CategoryOptionList;
    expect(all.data.map((c) => c.name)).toEqual(['AC Repair', 'Deep Cleaning', 'Pest Control']);
    expect(all).toMatchObject({ total: 3, pages: 1 });
    expect(all.data[0]).toEqual({
      _id: expect.any(String),
      name: 'AC Repair',
      url_slug: 'ac-repair',
      image: null,
      is_parent: false,
      parent_category_id: null,
    });
    const page2 = (await get('/api/category/all', { limit: '2', offset: '2' })).json() as CategoryOptionList;
    expect([page2.data.map((c) => c.name), page2.pages]).toEqual([['Pest Control'], 2]);
    const found = (
      await get('/api/category/all', { 'filter.keyword': 'clean' })
    ).json() as CategoryOptionList;
    expect(found.data.map((c) => c.name)).toEqual(['Deep Cleaning']);
    const other = (await get('/api/category/all', {}, otherHeaders)).json() as CategoryOptionList;
    expect(other.data.map((c) => c.name)).toEqual(['Elsewhere']);
  });

  it('refuses unknown query fields', async () => {
    expect((await get('/api/category/all', { foo: '1' })).statusCode).toBe(400);
  });
});

describe('GET store/product/collection/all', () => {
  it("lists the store's live collections by name with a keyword", async () => {
    const all = (
      await get('/api/store/product/collection/all', { limit: '10000', offset: '0' })
    ).json() as CollectionOptionList;
    expect(all.data.map((c) => c.name)).toEqual(['Salon at Home', 'Summer Specials']);
    const found = (
      await get('/api/store/product/collection/all', { 'filter.keyword': 'summer-sp' })
    ).json() as CollectionOptionList;
    expect(found.data.map((c) => c.name)).toEqual(['Summer Specials']);
    const other = (
      await get('/api/store/product/collection/all', {}, otherHeaders)
    ).json() as CollectionOptionList;
    expect(other).toEqual({ data: [], pages: 0, total: 0 });
  });
});
