import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type UpdateCustomer,
  type UpdateCustomerBody,
  type UpdateCustomerReply,
  updateCustomerOperation,
} from '@storedesk/shared';
import { customerKeys } from '../../shared/api/customer-keys';
import { customerProfileKeys } from './customer-form-keys';

/** PUT customer {customer: {_id, ...}}: the full profile; the password only when the toggle is on. */
export function updateCustomer(customer: UpdateCustomer): Promise<UpdateCustomerReply> {
  return api.call<UpdateCustomerReply>(updateCustomerOperation, { customer } satisfies UpdateCustomerBody);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (reply) => {
      queryClient.setQueryData(customerProfileKeys.detail(storeId, reply.data._id), { data: reply.data });
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists(storeId) });
    },
  });
}
