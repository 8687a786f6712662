export * from './address-modal';
export * from './address-modal-texts';
export * from './address-text-fields';
