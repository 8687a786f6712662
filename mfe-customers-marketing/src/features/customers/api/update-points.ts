import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type UpdateCustomerPointsBody,
  type UpdateCustomerPointsReply,
  updateCustomerPointsOperation,
} from '@storedesk/shared';
import { customerKeys } from '../../shared/api/customer-keys';

/** PUT customer/points {_id, first_name, points} (the spec's points-only "PUT customer"). */
export function updatePoints(body: UpdateCustomerPointsBody): Promise<UpdateCustomerPointsReply> {
  return api.call<UpdateCustomerPointsReply>(updateCustomerPointsOperation, body);
}

export function useUpdatePoints() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: updatePoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists(storeId) }),
  });
}
