import { useQuery } from '@tanstack/react-query';
import {
  api,
  MASTER_PLAN_LIST_LIMIT,
  useSession,
  type ListPlansReply,
  listPlansOperation,
} from '@storedesk/shared';
import { planKeys } from './plan-keys';

/** GET store/subscription/all: up to 100 plans, page 1 (spec 2 §9). */
export function listPlans(signal?: AbortSignal): Promise<ListPlansReply> {
  return api.call<ListPlansReply>(
    listPlansOperation,
    { limit: MASTER_PLAN_LIST_LIMIT, offset: 1 },
    { signal },
  );
}

/** The store's plans; `enabled` false waits (a filter asks only once it is opened). */
export function usePlans(enabled = true) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({ queryKey: planKeys.list(storeId), queryFn: ({ signal }) => listPlans(signal), enabled });
}
