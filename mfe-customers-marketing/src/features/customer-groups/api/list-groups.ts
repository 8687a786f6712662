import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ListCustomerGroupsReply,
  listCustomerGroupsOperation,
} from '@storedesk/shared';
import { GROUP_PAGE_SIZE } from '../customer-groups-texts';
import { groupKeys } from './group-keys';

/** GET store/customer/group/all?limit=20&offset=page. */
export function listGroups(page: number, signal?: AbortSignal): Promise<ListCustomerGroupsReply> {
  return api.call<ListCustomerGroupsReply>(
    listCustomerGroupsOperation,
    { limit: GROUP_PAGE_SIZE, offset: page },
    { signal },
  );
}

export function useGroups(page: number) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: groupKeys.list(storeId, page),
    queryFn: ({ signal }) => listGroups(page, signal),
    placeholderData: keepPreviousData,
  });
}
