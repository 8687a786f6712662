export * from './customer-address-picker';
export * from './customer-address-form';
export * from './customer-address-texts';
