// '@storedesk/shared/ui': the antd pieces every list and form uses. Kept off the root entry, which the host
// loads before login (and which must not pull in antd); their plain helpers and texts are in the root entry.
export * from './filter-modal/filter-modal';
export * from './filter-modal/filter-button';
export * from './filter-modal/filter-texts';
export * from './filter-modal/filter-fields';
export * from './filter-modal/filter-keyword';
export type * from './filter-modal/list-filter-modal-props';
export * from './pager/pager';
export * from './pager/list-pager';
export * from './pager/page-validation';
export * from './confirm/use-confirm';
export * from './confirm/confirm-texts';
export * from './modal';
export * from './map-picker/map-picker';
export * from './map-picker/map-texts';
export * from './map-picker/address-parts';
export * from './date-range-filter-fields/date-range-filter-fields';
export * from './store-date-picker/store-date-picker';
export * from './store-date-picker/store-now';
export * from './address-modal';
export * from './row-actions';
export * from './media-upload';
export * from './unsaved-changes';
export * from './stale-save/use-stale-save-offer';
export * from './theme/app-theme';
export * from './request-fields';
export * from './customer-search';
export * from './slug-field/slug-field';
