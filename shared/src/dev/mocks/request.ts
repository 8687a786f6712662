import { todayInZone, toApiDate } from '../../format';
import { useSession } from '../../session/session-store';

/** Reading what a mocked call asks: its query, the store's day, and the date formats the API checks. */
export const query = (request: Request) => new URL(request.url).searchParams;

/** The store's today, YYYY-MM-DD. */
export const storeToday = () =>
  toApiDate(todayInZone(useSession.getState().store?.store_timezone), 'YYYY-MM-DD');

export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const SLASH_DAY_PATTERN = /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

/** The API's keyword match: any of the texts contains the trimmed keyword, ignoring case; no keyword matches all. */
export const contains = (keyword: string | null, ...texts: (string | number | null)[]) =>
  !keyword?.trim() ||
  texts.some((t) => t !== null && String(t).toLowerCase().includes(keyword.trim().toLowerCase()));
