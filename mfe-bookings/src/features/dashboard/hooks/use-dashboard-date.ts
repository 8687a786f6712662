import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { parseCalendarDate, todayInZone, toApiDate, useSession } from '@storedesk/shared';

const PARAM = 'date';
const URL_FORMAT = 'YYYY-MM-DD';

/**
 * The dashboard's day: kept in the URL (?date=YYYY-MM-DD) so a reload or a shared link shows the same day;
 * default today in the store's time zone. Future days are refused (and a future or malformed URL date falls
 * back to today): the dashboard reports sales that happened, a day to come has none, and the reports screen
 * refuses future dates the same way (spec 1 §2.4).
 */
export function useDashboardDate() {
  const tz = useSession((state) => state.store?.store_timezone);
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayInZone(tz), [tz]);
  const raw = params.get(PARAM);

  const day = useMemo(() => {
    const parsed = parseCalendarDate(raw, URL_FORMAT);
    return parsed && !parsed.isAfter(today, 'day') ? parsed : today;
  }, [raw, today]);

  const setDay = useCallback(
    (next: Dayjs) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, toApiDate(next, 'YYYY-MM-DD'));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const isFuture = useCallback((candidate: Dayjs) => candidate.isAfter(today, 'day'), [today]);

  return { day, setDay, isFuture, apiDate: toApiDate(day, 'YYYY/MM/DD') };
}
