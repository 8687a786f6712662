// A service's request fields (spec 2 §5): the input of each field type, the request form and the answers' shape.
export * from './request-field-input';
export * from './request-field-values';
export * from './request-form-modal';
export * from './request-field-items';
export * from './applicable-fields';
export * from './request-field-texts';
