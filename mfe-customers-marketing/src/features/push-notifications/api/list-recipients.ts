import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ListCustomersQuery,
  type ListCustomersReply,
  listCustomersOperation,
} from '@storedesk/shared';
import { pushKeys } from './push-keys';

/** GET customer/all with the recipient filter (spec 2 §7 "Recipient list"), one page of 10. */
export function listRecipients(query: ListCustomersQuery, signal?: AbortSignal): Promise<ListCustomersReply> {
  return api.call<ListCustomersReply>(listCustomersOperation, { ...query }, { signal });
}

/** Shared by Continue (which asks for the first page before opening the modal) and the modal's paging. */
export const recipientsQuery = (storeId: string | undefined, query: ListCustomersQuery) =>
  queryOptions({
    queryKey: pushKeys.recipients(storeId, query),
    queryFn: ({ signal }) => listRecipients(query, signal),
  });

/** One page of matching customers while the modal is open; null asks nothing. */
export function useRecipients(query: ListCustomersQuery | null) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    ...recipientsQuery(storeId, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
