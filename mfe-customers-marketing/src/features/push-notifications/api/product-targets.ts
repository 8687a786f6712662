import { type ProductOption, searchProductsOperation } from '@storedesk/shared';
import type { TargetLookup } from './target-search';

/** GET store/product/all?filter.keyword: services, searched after 1 character (spec 2 §5). */
export const PRODUCT_TARGETS: TargetLookup<ProductOption> = {
  kind: 'PRODUCT',
  operation: searchProductsOperation,
  minLength: 2,
  firstLimit: 20,
  maxLimit: 1000,
  query: (keyword) => ({ 'filter.keyword': keyword }),
  toOption: (p) => ({ value: p._id, label: p.parent_sku ? `${p.name} (${p.parent_sku})` : p.name }),
};
