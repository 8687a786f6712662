// The new booking's customer part: the customer picker and the shipping address picker with its map.
export { CustomerPicker, type CustomerPickerProps } from './customer-picker';
export { ShippingAddressPicker, type ShippingAddressPickerProps } from './shipping-address-picker';
