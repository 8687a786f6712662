import { useMutation } from '@tanstack/react-query';
import {
  api,
  type SaveAddressBody,
  type SaveAddressReply,
  saveCustomerAddressOperation,
} from '@storedesk/shared';

/** PUT customer/address: with address._id it updates that address, without it adds one. */
export const saveCustomerAddress = (body: SaveAddressBody) =>
  api.call<SaveAddressReply>(saveCustomerAddressOperation, body);

export function useSaveCustomerAddress() {
  return useMutation({ mutationFn: saveCustomerAddress });
}
