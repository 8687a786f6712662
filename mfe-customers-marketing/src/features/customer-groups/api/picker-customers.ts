import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ListCustomersReply, listCustomersOperation } from '@storedesk/shared';
import { CUSTOMER_SEARCH_MIN, PICKER_PAGE_SIZE } from '../customer-groups-texts';
import { groupKeys } from './group-keys';

/** GET customer/all?limit=10&offset=page&filter.keyword: the group customer picker's page of matches. */
export function pickerCustomers(keyword: string, page: number, signal?: AbortSignal) {
  return api.call<ListCustomersReply>(
    listCustomersOperation,
    { limit: PICKER_PAGE_SIZE, offset: page, 'filter.keyword': keyword },
    { signal },
  );
}

/** Matches of the trimmed keyword; not asked below 3 characters (spec 1 §5). */
export function usePickerCustomers(keyword: string, page: number) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: groupKeys.picker(storeId, trimmed, page),
    queryFn: ({ signal }) => pickerCustomers(trimmed, page, signal),
    enabled: trimmed.length >= CUSTOMER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
