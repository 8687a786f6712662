import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type DateType,
  type DaywiseReply,
  listDaywiseOrdersOperation,
} from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/**
 * GET store/order/daywise, keyset paged. A small first page puts rows on screen fast; the rest come in large
 * pages fetched one after another behind the scenes until next_cursor is null (spec: up to 100,000 a day).
 */
export const DAYWISE_FIRST_PAGE = 500;
export const DAYWISE_NEXT_PAGE = 5000;

interface PageParam {
  cursor: string | null;
  limit: number;
}

export function getDaywise(
  date: string,
  dateType: DateType,
  { cursor, limit }: PageParam,
  signal?: AbortSignal,
): Promise<DaywiseReply> {
  return api.call<DaywiseReply>(
    listDaywiseOrdersOperation,
    { date, date_type: dateType, limit, cursor: cursor ?? undefined },
    { signal },
  );
}

export function useDaywise(date: string, dateType: DateType) {
  const storeId = useSession((state) => state.store?._id);
  const query = useInfiniteQuery({
    queryKey: orderKeys.daywise(storeId, dateType, date),
    queryFn: ({ pageParam, signal }) => getDaywise(date, dateType, pageParam, signal),
    initialPageParam: { cursor: null, limit: DAYWISE_FIRST_PAGE } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.next_cursor ? { cursor: last.next_cursor, limit: DAYWISE_NEXT_PAGE } : undefined,
    staleTime: 0,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  // Keyed on the number of pages loaded: a fast answer can go from "fetching" to "done" within one render, so
  // waiting to see isFetching flip would stall after the second page. Waits for any fetch in flight (a refetch
  // too: fetchNextPage would cancel it).
  const loadedPages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage, loadedPages]);
  return query;
}
