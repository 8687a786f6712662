import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useSession, type DashboardReply, getDashboardOperation } from '@storedesk/shared';
import { dashboardKeys } from './dashboard-keys';

/** GET analytics/dashboard for one day; `date` is YYYY/MM/DD in the store's time zone (spec 1 §7). */
export function getDashboard(date: string, signal?: AbortSignal): Promise<DashboardReply> {
  return api.call<DashboardReply>(getDashboardOperation, { date }, { signal });
}

export function dashboardQueryOptions(storeId: string | undefined, date: string) {
  return queryOptions({
    queryKey: dashboardKeys.day(storeId, date),
    queryFn: ({ signal }) => getDashboard(date, signal),
    select: (reply) => reply.data,
  });
}

export function useDashboard(date: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery(dashboardQueryOptions(storeId, date));
}
