import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type CellValue = string | number | null;
export interface ReportColumn {
  header: string;
  width?: number;
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
 * Writes one sheet row by row to `out` with exceljs's streaming writer (no shared strings, no styles: each
 * committed row goes straight into the zip). `batches` yields a few thousand rows at a time, read from the
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
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.width ?? 16,
  }));
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(row.map(safeCell)).commit();
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  sheet.commit();
  await workbook.commit();
}
