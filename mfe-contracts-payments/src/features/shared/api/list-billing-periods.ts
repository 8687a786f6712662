import { useQuery } from '@tanstack/react-query';
import {
  api,
  BILLING_PERIOD_LIST_LIMIT,
  useSession,
  type BillingPeriodList,
  listBillingPeriodsOperation,
} from '@storedesk/shared';
import { planKeys } from './plan-keys';

/** GET store/billing_period/all?limit=100&offset=0 (spec 2 §7). */
export function listBillingPeriods(signal?: AbortSignal): Promise<BillingPeriodList> {
  return api.call<BillingPeriodList>(
    listBillingPeriodsOperation,
    { limit: BILLING_PERIOD_LIST_LIMIT, offset: 0 },
    { signal },
  );
}

export function useBillingPeriods() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: planKeys.billingPeriods(storeId),
    queryFn: ({ signal }) => listBillingPeriods(signal),
    select: (reply) => reply.data,
    staleTime: 5 * 60_000,
  });
}
