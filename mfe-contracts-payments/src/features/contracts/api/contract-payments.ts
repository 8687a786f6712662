import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, listPaymentsOperation, useSession, type ListPaymentsReply } from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/** Spec 2 §9: a contract's payment requests, 10 a page from page 1. */
export const CONTRACT_PAYMENTS_PAGE_SIZE = 10;

/** GET store/payment/all?filter.customer_subscription_id: one page of the contract's payment requests. */
export function useContractPayments(contractId: string, page: number) {
  const storeId = useSession((state) => state.store?._id);
  const query = {
    limit: CONTRACT_PAYMENTS_PAGE_SIZE,
    offset: page,
    'filter.customer_subscription_id': contractId,
  };
  return useQuery({
    queryKey: contractKeys.payments(storeId, contractId, page),
    queryFn: ({ signal }) => api.call<ListPaymentsReply>(listPaymentsOperation, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
