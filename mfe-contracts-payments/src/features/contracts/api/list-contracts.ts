import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, listContractsOperation, useSession, type ListContractsReply } from '@storedesk/shared';
import type { ContractListQuery } from '../filter/contract-filter';
import { contractKeys } from './contract-keys';

/** GET store/customer_subscription/all with the list's query. */
export function useContracts(query: ContractListQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: contractKeys.list(storeId, query),
    queryFn: ({ signal }) => api.call<ListContractsReply>(listContractsOperation, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
