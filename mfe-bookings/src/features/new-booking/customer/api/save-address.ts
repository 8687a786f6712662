import { useMutation } from '@tanstack/react-query';
import { api, type SaveAddressBody, type SaveAddressReply } from '@storedesk/shared';

/** PUT customer/address: with address._id it updates that address, without it adds one. */
export const saveCustomerAddress = (body: SaveAddressBody) =>
  api.put<SaveAddressReply>('customer/address', body);

export function useSaveCustomerAddress() {
  return useMutation({ mutationFn: saveCustomerAddress });
}
