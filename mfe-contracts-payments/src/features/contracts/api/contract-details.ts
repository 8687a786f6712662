import { useQuery } from '@tanstack/react-query';
import { api, getContractOperation, useSession, type ContractDetailReply } from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** GET store/customer_subscription/details?id; waits while there is no id. */
export function useContract(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: contractKeys.detail(storeId, id),
    queryFn: ({ signal }) => api.call<ContractDetailReply>(getContractOperation, { id }, { signal }),
    select: (reply) => reply.data,
    enabled: id !== '',
    retry: false,
  });
}
