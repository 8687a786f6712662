import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/**
 * dayjs with the utc, timezone and customParseFormat (strict DD/MM/YYYY parsing) plugins. dayjs is a Module Federation singleton, so extending it here (once,
 * when @storedesk/shared loads) gives every remote the same zone-aware dayjs.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export type DateInput = string | number | Date | dayjs.Dayjs;

/** True when the runtime knows the IANA zone name (an unknown name would make dayjs.tz throw). */
export function isKnownZone(tz: string | null | undefined): tz is string {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The instant `value` seen in zone `tz`; the browser's zone when tz is absent or unknown (spec 1 §9: "when present"). */
export function inZone(value: DateInput, tz?: string | null): dayjs.Dayjs {
  const instant = dayjs(value);
  return isKnownZone(tz) ? instant.tz(tz) : instant;
}

export { dayjs };
