import { type CollectionOption, listCollectionsOperation } from '@storedesk/shared';
import type { TargetLookup } from './target-search';

/** GET store/product/collection/all?filter.keyword: collections, searched after 1 character (spec 2 §5). */
export const COLLECTION_TARGETS: TargetLookup<CollectionOption> = {
  kind: 'COLLECTION',
  operation: listCollectionsOperation,
  minLength: 2,
  firstLimit: 20,
  maxLimit: 10000,
  query: (keyword) => ({ 'filter.keyword': keyword }),
  toOption: (c) => ({ value: c._id, label: c.name }),
};
