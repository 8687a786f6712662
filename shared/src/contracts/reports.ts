import { Type, type Static } from 'typebox';
import { DayText } from './common';

/**
 * GET report/{type}/{subtype} (spec 1 §7): from_date and to_date are store-local days, YYYY-MM-DD. The answer is
 * an xlsx file (no JSON schema); the rules the pattern cannot say (no future day, from <= to, at most
 * REPORT_MAX_RANGE_DAYS) are checked by the route and answer 400 {message, title}.
 */
const Day = DayText('2025-01-01');

export const ReportQuery = Type.Object({ from_date: Day, to_date: Day }, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;

/** The catch-all for report names outside the catalogue takes the same (optional) dates, so it can answer 404. */
export const AnyReportQuery = Type.Object(
  { from_date: Type.Optional(Day), to_date: Type.Optional(Day) },
  { additionalProperties: false },
);
