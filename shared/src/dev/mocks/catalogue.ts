import { http, HttpResponse } from 'msw';
import type { CategoryOption, CollectionOption } from '../../index';
import { CATEGORY_NAMES, PRODUCTS, productForm } from './db/catalogue';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { contains, query } from './request';
import { mockId } from './seeded';
import {
  getProductFormOperation,
  listCategoriesOperation,
  listCollectionsOperation,
  searchProductsOperation,
  uploadFileOperation,
} from '../../contracts/all-operations';
import type { Operation } from '../../contracts/operation';

/**
 * The catalogue calls (api/src/routes/catalogue-search, catalogue-lookups, uploads): the service search and its
 * request form, categories and collections, and the image upload.
 */
const COLLECTION_NAMES = ['Festive Offers', 'Monsoon Care', 'New Home Essentials', 'Top Rated'];
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const mockCategories = (): CategoryOption[] =>
  CATEGORY_NAMES.map((name, i) => ({
    _id: mockId(0x22, i + 1),
    name,
    url_slug: slug(name),
    image: null,
    is_parent: true,
    parent_category_id: null,
  }));

export const mockCollections = (): CollectionOption[] =>
  COLLECTION_NAMES.map((name, i) => ({ _id: mockId(0x62, i + 1), name, url_slug: slug(name), image: null }));

/** A keyword lookup over name and slug, paged like the API (offset = page from 1). */
const namedLookup = (op: Operation, rows: () => { name: string; url_slug: string }[]) =>
  http.get(mockUrl(op), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const found = emptyScenario()
      ? []
      : rows().filter((r) => contains(q.get('filter.keyword'), r.name, r.url_slug));
    return HttpResponse.json(paged(found, q.get('limit'), q.get('offset')));
  });

export const catalogueHandlers = [
  // GET store/product/all: keyword over name and SKU, optionally only the available ones, 20 a page.
  http.get(mockUrl(searchProductsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const available = q.get('filter.is_available');
    const rows = PRODUCTS.filter(
      (p) =>
        contains(q.get('filter.keyword'), p.name, p.parent_sku) &&
        (available === null || String(p.is_available) === available),
    );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 20));
  }),

  http.get(mockUrl(getProductFormOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const product = PRODUCTS.find((p) => p._id === query(request).get('product_id'));
    if (!product) return fail(404, 'Selected service is unavailable', 'Service Not Found');
    return HttpResponse.json({ data: productForm(product) });
  }),

  namedLookup(listCategoriesOperation, mockCategories),
  namedLookup(listCollectionsOperation, mockCollections),

  // POST misc/upload: the standalone page keeps no files; an accepted image answers a stock picture address.
  http.post(mockUrl(uploadFileOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const form = await request.formData();
    const file = form.get('file');
    if (!form.get('type')) return fail(400, 'Type is required', 'Invalid Input');
    // Not `instanceof File`: under Jest the parsed part is Node's File, not the page's.
    if (typeof file === 'string' || !file || file.size === 0)
      return fail(400, 'No file was received. Please choose a file to upload.', 'Upload Failed');
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type))
      return fail(400, 'Only PNG, JPEG, GIF or WEBP images can be uploaded here.', 'Unsupported File');
    return HttpResponse.json({ url: `https://picsum.photos/seed/${encodeURIComponent(file.name)}/400/300` });
  }),
];
