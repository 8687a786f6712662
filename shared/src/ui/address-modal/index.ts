export * from './address-modal';
export * from './address-modal-texts';
