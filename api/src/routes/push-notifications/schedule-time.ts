import { sql } from 'drizzle-orm';
import {
  PUSH_MESSAGES as M,
  PUSH_SCHEDULE_WINDOW_DAYS,
  PUSH_TIME_STEP_MINUTES,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';

interface ZonedRow {
  /** Seconds since the epoch (float8 reads back as a number on both drivers). */
  send_at: number | string;
  today: string;
  last_day: string;
}

/**
 * The instant of a SCHEDULED notification's store-local date and time, checked against spec 2 §5 / §9: a day
 * from today to 30 days ahead in the store time zone, minutes on a 10-minute step, and later than now.
 * Postgres does the zone arithmetic (DST gaps included), the same way the list filters read store days.
 */
export async function scheduledSendAt(
  db: DbOrTx,
  tz: string,
  date: string | null | undefined,
  time: string | null | undefined,
  now: Date,
): Promise<Date> {
  if (!date || !time) throw badRequest(M.scheduleMissing, M.missingTitle);
  if (Number(time.slice(3, 5)) % PUSH_TIME_STEP_MINUTES !== 0)
    throw badRequest(M.scheduleStep, M.invalidTitle);
  const result = (await db.execute(sql`
    select extract(epoch from ((${date}::date + ${time}::time) at time zone ${tz}::text))::float8 as send_at,
           ((${now.toISOString()}::timestamptz at time zone ${tz}::text)::date)::text as today,
           ((${now.toISOString()}::timestamptz at time zone ${tz}::text)::date + ${PUSH_SCHEDULE_WINDOW_DAYS}::int)::text as last_day
  `)) as unknown as { rows: ZonedRow[] };
  const [row] = result.rows;
  const sendAt = new Date(Number(row.send_at) * 1000);
  if (date < row.today || sendAt.getTime() <= now.getTime()) throw badRequest(M.schedulePast, M.invalidTitle);
  if (date > row.last_day) throw badRequest(M.scheduleTooFar, M.invalidTitle);
  return sendAt;
}
