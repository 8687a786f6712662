export * from './filter-tags';
export * from './filter-tag-spec';
export * from './filter-tags-texts';
