import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** A Date is a calendar date/time whose UTC fields are the store-local wall clock (see `storeLocalDate`). */
export type CellValue = string | number | Date | null;
export interface ReportColumn {
  header: string;
  width?: number;
  /** A date column: its cells are real date cells shown DD/MM/YYYY (with the time for 'datetime'). */
  format?: 'date' | 'datetime';
}

/** How date cells are shown (spec 1: DD/MM/YYYY, hh:mm A); the cell stays a date, so it sorts and filters as one. */
export const DATE_NUM_FMT = 'dd/mm/yyyy';
export const DATETIME_NUM_FMT = 'dd/mm/yyyy hh:mm AM/PM';

/**
 * 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MI:SS' (a store-local wall time, as PostgreSQL formats it `AT TIME ZONE` the
 * store's zone) as the Date a spreadsheet cell takes: spreadsheets have no time zones, and exceljs writes a
 * Date's UTC fields, so the cell shows exactly the store-local day and time.
 */
export function storeLocalDate(wallClock: string | null): Date | null {
  if (!wallClock) return null;
  return new Date(wallClock.length === 10 ? `${wallClock}T00:00:00Z` : `${wallClock}Z`);
}

/** First characters that make a spreadsheet read a text cell as a formula (or hide one: tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that would start a formula gets a leading apostrophe, so a customer name like `=HYPERLINK(...)` stays
 * text in every spreadsheet program (OWASP "CSV injection"). Numbers are written as numbers and never escaped.
 */
export function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Writes one sheet row by row to `out` with exceljs's streaming writer (no shared strings; styles only for the
 * date columns' format): each committed row goes straight into the zip. `batches` yields a few thousand rows at a time, read from the
 * database, so memory stays flat however many rows the report has. Waits for `out` to drain between batches.
 */
export async function writeWorkbook(
  out: PassThrough,
  sheetName: string,
  columns: ReportColumn[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    // Styles only for the number format of date columns (one shared style each, so still flat memory).
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.width ?? 16,
    ...(column.format && {
      style: { numFmt: column.format === 'date' ? DATE_NUM_FMT : DATETIME_NUM_FMT },
    }),
  }));
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(row.map(safeCell)).commit();
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  sheet.commit();
  await workbook.commit();
}
