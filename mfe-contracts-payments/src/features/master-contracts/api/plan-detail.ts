import { useQuery } from '@tanstack/react-query';
import { api, useSession, type PlanDetailReply, getPlanOperation } from '@storedesk/shared';
import { planKeys } from '../../shared/api/plan-keys';

/** GET store/subscription/details?id. */
export function getPlan(id: string, signal?: AbortSignal): Promise<PlanDetailReply> {
  return api.call<PlanDetailReply>(getPlanOperation, { id }, { signal });
}

export function usePlan(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: planKeys.detail(storeId, id),
    queryFn: ({ signal }) => getPlan(id, signal),
    select: (reply) => reply.data,
    enabled: id !== '',
    retry: false,
  });
}
