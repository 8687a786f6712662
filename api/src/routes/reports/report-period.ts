import { sql } from 'drizzle-orm';

/** What every report query needs: the store, its time zone and the period (store-local days, both included). */
export interface ReportContext {
  storeId: string;
  timeZone: string;
  fromDate: string;
  toDate: string;
}

/** The period as a half-open UTC range, so the (store_id, created_at) indexes serve it. */
export function periodRange(ctx: ReportContext) {
  return {
    start: sql`((${ctx.fromDate}::date)::timestamp AT TIME ZONE ${ctx.timeZone})`,
    end: sql`((${ctx.toDate}::date + 1)::timestamp AT TIME ZONE ${ctx.timeZone})`,
  };
}
