import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CustomerGroupInput,
  type SaveCustomerGroupReply,
  createCustomerGroupOperation,
  updateCustomerGroupOperation,
} from '@storedesk/shared';
import { groupKeys } from './group-keys';

/** POST (no _id) or PUT (with _id) store/customer/group {customer_group}. */
export function saveGroup(input: CustomerGroupInput): Promise<SaveCustomerGroupReply> {
  const body = { customer_group: input };
  return input._id
    ? api.call<SaveCustomerGroupReply>(updateCustomerGroupOperation, body)
    : api.call<SaveCustomerGroupReply>(createCustomerGroupOperation, body);
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(storeId) }),
  });
}
