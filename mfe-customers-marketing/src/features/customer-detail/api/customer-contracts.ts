import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListContractsReply, listContractsOperation } from '@storedesk/shared';
import { customerDetailKeys } from './detail-keys';
import { customerPageQuery } from './customer-lists';

/** GET store/customer_subscription/all?filter.customer_id: one page of the customer's contracts. */
export function listCustomerContracts(customerId: string, page: number, signal?: AbortSignal) {
  return api.call<ListContractsReply>(listContractsOperation, customerPageQuery(customerId, page), {
    signal,
  });
}

export function useCustomerContracts(customerId: string, page: number) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerDetailKeys.contracts(storeId, customerId, page),
    queryFn: ({ signal }) => listCustomerContracts(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}
