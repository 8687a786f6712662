// The service picker of the bookings remote: used by the new-booking screen and the booking details screen.
export { ServicePicker, type ServicePickerProps } from './components/service-picker';
export { RequestFormModal, type RequestFormModalProps, applicableFields } from '@storedesk/shared/ui';
export { CustomServiceModal, type CustomServiceModalProps } from './components/custom-service-modal';
export { catalogueLine, customLine, type CustomServiceValues, type PickedService } from './picked-service';
export { getProductForm, productFormQuery, useProductFormLoader } from './api/get-product-form';
export { SERVICE_SEARCH_MIN, searchProducts, useProductSearch } from './api/search-products';
export { serviceKeys } from './api/service-keys';
export { SERVICE_PICKER_TEXTS } from './service-picker-texts';
