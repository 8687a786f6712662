import { Type, type Static } from 'typebox';
import { Id, Paged } from './common';

/**
 * Read-only catalogue lists for pickers (push notification redirect targets, slider targets; spec 2 §7 and
 * spec 3 §7 "lookups ... fetch again with limit=total when pages exceed 1"). Permission `read_lookups`; paths
 * under /api; not deleted rows of the token's store only, by name:
 *
 *   GET category/all?limit&offset&filter.keyword                  CategoryOptionList
 *   GET store/product/collection/all?limit&offset&filter.keyword  CollectionOptionList
 *
 * filter.keyword matches the name or URL slug (contains, case-insensitive).
 */
export const CATALOGUE_LOOKUP_PAGE_SIZE = 20;

export const CatalogueLookupQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: CATALOGUE_LOOKUP_PAGE_SIZE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type CatalogueLookupQuery = Static<typeof CatalogueLookupQuery>;

export const CategoryOption = Type.Object({
  _id: Id,
  name: Type.String(),
  url_slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  is_parent: Type.Boolean(),
  parent_category_id: Type.Union([Id, Type.Null()]),
});
export type CategoryOption = Static<typeof CategoryOption>;
export const CategoryOptionList = Paged(CategoryOption);
export type CategoryOptionList = Static<typeof CategoryOptionList>;

export const CollectionOption = Type.Object({
  _id: Id,
  name: Type.String(),
  url_slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
});
export type CollectionOption = Static<typeof CollectionOption>;
export const CollectionOptionList = Paged(CollectionOption);
export type CollectionOptionList = Static<typeof CollectionOptionList>;
