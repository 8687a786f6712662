import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreateCustomerBody,
  type CreateCustomerReply,
  type NewCustomer,
  createCustomerOperation,
} from '@storedesk/shared';
import { customerKeys } from '../../shared/api/customer-keys';

/** POST customer {customer} with the profile and the addresses entered on the create screen. */
export function createCustomer(customer: NewCustomer): Promise<CreateCustomerReply> {
  return api.call<CreateCustomerReply>(createCustomerOperation, { customer } satisfies CreateCustomerBody);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists(storeId) }),
  });
}
