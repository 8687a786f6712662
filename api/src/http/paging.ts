import type { PagedReply } from '@storedesk/shared/contracts';

/** `limit` rows per page; `offset` is the page number from 1 (spec 1 §7), not a row offset. */
export interface PageQueryValues {
  limit?: number;
  offset?: number;
}

export interface PageWindow {
  limit: number;
  /** The SQL OFFSET: rows to skip. */
  skip: number;
}

export function pageWindow(query: PageQueryValues, defaultLimit = 10): PageWindow {
  const limit = query.limit ?? defaultLimit;
  const page = Math.max(1, query.offset ?? 1);
  return { limit, skip: (page - 1) * limit };
}

export function pagedReply<T>(data: T[], total: number, limit: number): PagedReply<T> {
  return { data, total, pages: Math.ceil(total / limit) };
}
