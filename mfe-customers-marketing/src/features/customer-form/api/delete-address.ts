import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type DeleteAddressQuery,
  type MessageReply,
  deleteCustomerAddressOperation,
} from '@storedesk/shared';
import { customerProfileKeys } from './customer-form-keys';

/** DELETE customer/address?customer_id&address_id (asked first on screen). */
export function deleteAddress(query: DeleteAddressQuery): Promise<MessageReply> {
  return api.call<MessageReply>(deleteCustomerAddressOperation, { ...query });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_reply, query) =>
      queryClient.invalidateQueries({ queryKey: customerProfileKeys.detail(storeId, query.customer_id) }),
  });
}
