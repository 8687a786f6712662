import { type CategoryOption, listCategoriesOperation } from '@storedesk/shared';
import type { TargetLookup } from './target-search';

/** GET category/all?filter.keyword: categories, searched from 1 character (spec 2 §5). */
export const CATEGORY_TARGETS: TargetLookup<CategoryOption> = {
  kind: 'CATEGORY',
  operation: listCategoriesOperation,
  minLength: 1,
  firstLimit: 20,
  maxLimit: 10000,
  query: (keyword) => ({ 'filter.keyword': keyword }),
  toOption: (c) => ({ value: c._id, label: c.name }),
};
