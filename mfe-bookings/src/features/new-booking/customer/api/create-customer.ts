import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreateCustomerBody,
  type CreateCustomerReply,
  type NewCustomer,
  createCustomerOperation,
} from '@storedesk/shared';
import { customerKeys } from './customer-keys';

export const createCustomer = (customer: NewCustomer) =>
  api.call<CreateCustomerReply>(createCustomerOperation, { customer } satisfies CreateCustomerBody);

/** POST customer; earlier searches may now miss the new customer, so they are refetched. */
export function useCreateCustomer() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: [...customerKeys.all(storeId), 'search'] }),
  });
}
