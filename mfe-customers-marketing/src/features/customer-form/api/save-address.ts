import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type SaveAddressBody,
  type SaveAddressReply,
  saveCustomerAddressOperation,
} from '@storedesk/shared';
import { customerProfileKeys } from './customer-form-keys';

/** PUT customer/address {customer_id, address}: add (no _id) or update one saved address. */
export function saveAddress(body: SaveAddressBody): Promise<SaveAddressReply> {
  return api.call<SaveAddressReply>(saveCustomerAddressOperation, body);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_reply, body) =>
      queryClient.invalidateQueries({ queryKey: customerProfileKeys.detail(storeId, body.customer_id) }),
  });
}
