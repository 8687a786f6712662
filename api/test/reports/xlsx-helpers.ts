import ExcelJS from 'exceljs';

/** The first sheet of an xlsx as rows of cell values (header row first), read back with the library that wrote it. */
export async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's load() type predates Node's generic Buffer; the bytes are the same.
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // row.values is 1-based (index 0 is empty); missing cells read as null.
    const values = (row.values as unknown[]).slice(1);
    const width = sheet.columnCount;
    rows.push(Array.from({ length: width }, (_, i) => values[i] ?? null));
  });
  return rows;
}
