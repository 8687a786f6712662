import { useMutation } from '@tanstack/react-query';
// By the package's name: only the root entry is the Module Federation singleton holding the session and client.
import {
  api,
  saveCustomerAddressOperation,
  type SaveAddressBody,
  type SaveAddressReply,
} from '@storedesk/shared';

/** PUT customer/address: with address._id it updates that address, without it adds one. */
export const saveCustomerAddress = (body: SaveAddressBody) =>
  api.call<SaveAddressReply>(saveCustomerAddressOperation, body);

export function useSaveCustomerAddress() {
  return useMutation({ mutationFn: saveCustomerAddress });
}
