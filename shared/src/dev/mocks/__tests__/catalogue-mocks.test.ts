import { callApi, ApiError, type ProductOption } from '../../../index';
import { PRODUCTS } from '../db/catalogue';
import { setUpMocks } from './mock-server';
import {
  getProductFormOperation,
  listCategoriesOperation,
  listCollectionsOperation,
  searchProductsOperation,
} from '../../../index';

/** The catalogue domain against the API's main rules (api/test/catalogue-lookups, uploads). */
describe('catalogue mocks', () => {
  setUpMocks();
  const failure = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ApiError);
  type Page = { data: ProductOption[]; pages: number; total: number };

  it('pages the services 20 at a time; no keyword lists them all, a blank one too', async () => {
    const first = await callApi<Page>(searchProductsOperation, { offset: 1 });
    expect(first).toMatchObject({ total: PRODUCTS.length, pages: Math.ceil(PRODUCTS.length / 20) });
    expect(first.data.map((p) => p.name)).toEqual(PRODUCTS.slice(0, 20).map((p) => p.name));
    expect((await callApi<Page>(searchProductsOperation, { 'filter.keyword': ' ' })).total).toBe(
      PRODUCTS.length,
    );
  });

  it('filters by keyword in name or SKU and by availability', async () => {
    const sku = await callApi<Page>(searchProductsOperation, { 'filter.keyword': PRODUCTS[2].parent_sku });
    expect(sku.data.map((p) => p._id)).toEqual([PRODUCTS[2]._id]);
    const off = await callApi<Page>(searchProductsOperation, { 'filter.is_available': false });
    expect(off.data.length).toBeGreaterThan(0);
    expect(off.data.every((p) => !p.is_available)).toBe(true);
  });

  it("an unknown service's form is 404 in the API's words", async () => {
    const missing = await failure(
      callApi(getProductFormOperation, { product_id: '00000000-0000-4000-8000-00000000dead' }),
    );
    expect(missing).toMatchObject({
      status: 404,
      message: 'Selected service is unavailable',
      title: 'Service Not Found',
    });
  });

  it('finds categories and collections by keyword', async () => {
    const found = await callApi<{ data: { name: string }[] }>(listCategoriesOperation, {
      'filter.keyword': 'pest',
    });
    expect(found.data.map((c) => c.name)).toEqual(['Pest Control']);
    const all = await callApi<{ total: number }>(listCollectionsOperation, {});
    expect(all.total).toBe(4);
  });
});
