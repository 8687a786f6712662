import { api, type Operation, type PagedReply, type QueryValue } from '@storedesk/shared';

/**
 * The notification target lookups are list GETs that ask again with limit = total when the first answer has
 * more than one page (spec 2 §7), so every match of the keyword is offered. `maxLimit` is the call's own cap.
 */
export async function fetchWhole<T>(
  operation: Operation,
  query: Record<string, QueryValue>,
  { firstLimit, maxLimit }: { firstLimit: number; maxLimit: number },
  signal?: AbortSignal,
): Promise<PagedReply<T>> {
  const first = await api.call<PagedReply<T>>(
    operation,
    { ...query, limit: firstLimit, offset: 1 },
    { signal },
  );
  if (first.pages <= 1) return first;
  return api.call<PagedReply<T>>(
    operation,
    { ...query, limit: Math.min(first.total, maxLimit), offset: 1 },
    { signal },
  );
}
