import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, syncContractOperation, type SyncContractReply } from '@storedesk/shared';
import { contractKeys } from './contract-keys';

/**
 * PUT store/customer_subscription/sync; the contracts refetch after either answer, since a refused attempt is
 * logged too and the details show the log.
 */
export function useSyncContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) =>
      api.call<SyncContractReply>(syncContractOperation, { customer_subscription_id: contractId }),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
