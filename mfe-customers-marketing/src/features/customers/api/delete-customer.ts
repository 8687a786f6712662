import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply, deleteCustomerOperation } from '@storedesk/shared';
import { customerKeys } from '../../shared/api/customer-keys';

/** DELETE customer?customer_id (a soft delete on the server). */
export function deleteCustomer(customerId: string): Promise<MessageReply> {
  return api.call<MessageReply>(deleteCustomerOperation, { customer_id: customerId });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists(storeId) }),
  });
}
