import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type CustomerGroupDetailReply, getCustomerGroupOperation } from '@storedesk/shared';
import { groupKeys } from './group-keys';

/** GET store/customer/group/details?customer_group_id&limit&offset: the group and one page of its members. */
export function groupDetails(
  id: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<CustomerGroupDetailReply> {
  return api.call<CustomerGroupDetailReply>(
    getCustomerGroupOperation,
    { customer_group_id: id, limit, offset: page },
    { signal },
  );
}

/** Not asked without an id (a URL missing customer_group_id). */
export function useGroupDetails(id: string | null, page: number, limit: number) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: groupKeys.detail(storeId, id ?? '', page, limit),
    queryFn: ({ signal }) => groupDetails(id as string, page, limit, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}
