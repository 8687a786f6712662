import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  requestServiceOperation,
  type RequestServiceBody,
  type RequestServiceReply,
} from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** POST store/customer_subscription/request_service: a booking on the contract's visits; the contracts refetch. */
export function useRequestService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestServiceBody) => api.call<RequestServiceReply>(requestServiceOperation, body),
    onSuccess: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
