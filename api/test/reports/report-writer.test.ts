import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  DATE_NUM_FMT,
  DATETIME_NUM_FMT,
  storeLocalDate,
  writeWorkbook,
  type CellValue,
  type ReportColumn,
} from '../../src/routes/reports/xlsx-stream';
import { readSheet } from './xlsx-helpers';

/** The xlsx writer on its own: cells across batch boundaries, escaping, the zip, failures. */
const COLUMNS: ReportColumn[] = [
  { header: 'No', width: 8 },
  { header: 'When', width: 20, format: 'datetime' },
  { header: 'Day', format: 'date' },
  { header: 'Text', width: 30 },
];

async function* batchesOf(...batches: CellValue[][][]): AsyncGenerator<CellValue[][]> {
  for (const batch of batches) yield batch;
}

/** The whole file written for `batches` (the writer ends `out` itself). */
async function write(batches: AsyncIterable<CellValue[][]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeWorkbook(out, 'Sheet <1>', COLUMNS, batches);
  await ended;
  return Buffer.concat(chunks);
}

async function load(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

describe('writeWorkbook', () => {
  it('writes the header and every row of every batch, numbered on across batch boundaries', async () => {
    const batches = batchesOf(
      [
        [1, storeLocalDate('2025-03-10T10:30:00'), storeLocalDate('2025-03-12'), 'one'],
        [2, null, null, null],
      ],
      [],
      [[3, storeLocalDate('2025-12-31T23:59:59'), storeLocalDate('2026-01-01'), 'three']],
    );
    const file = await write(batches);
    expect(await readSheet(file)).toEqual([
      ['No', 'When', 'Day', 'Text'],
      [1, new Date('2025-03-10T10:30:00Z'), new Date('2025-03-12T00:00:00Z'), 'one'],
      [2, null, null, null],
      [3, new Date('2025-12-31T23:59:59Z'), new Date('2026-01-01T00:00:00Z'), 'three'],
    ]);
    const sheet = (await load(file)).worksheets[0];
    expect(sheet.name).toBe('Sheet <1>');
    expect(sheet.getCell('A4').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B4').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('B4').numFmt).toBe(DATETIME_NUM_FMT);
    expect(sheet.getCell('C4').numFmt).toBe(DATE_NUM_FMT);
    expect(sheet.getCell('D4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getColumn(1).width).toBe(8);
    expect(sheet.getColumn(3).width).toBe(16);
    expect(sheet.getColumn(4).width).toBe(30);
  });

  it('escapes XML and formulas in text, drops characters XML cannot hold, leaves non-finite numbers and invalid dates empty', async () => {
    const file = await write(
      batchesOf([
        [-1.5, null, null, `=SUM(A1) <b>&'"`],
        [Number.NaN, new Date('not a date'), null, 'a\u0001b\u001fc\u007fd ü 😀'],
        [1e21, null, null, '@x'],
      ]),
    );
    expect((await readSheet(file)).slice(1)).toEqual([
      [-1.5, null, null, `'=SUM(A1) <b>&'"`],
      [null, null, null, 'abcd ü 😀'],
      [1e21, null, null, "'@x"],
    ]);
  });

  it('deflates the sheet (the zip is far smaller than its XML)', async () => {
    const rows: CellValue[][] = Array.from({ length: 5000 }, (_, i) => [
      i,
      storeLocalDate('2025-03-10T10:30:00'),
      storeLocalDate('2025-03-12'),
      `Customer ${i % 50}`,
    ]);
    const file = await write(batchesOf(rows.slice(0, 2500), rows.slice(2500)));
    // Each row is ~150 bytes of XML.
    expect(file.length).toBeLessThan((5000 * 150) / 4);
    expect((await load(file)).worksheets[0].rowCount).toBe(5001);
  });

  it('rejects, and writes no complete file, when a batch fails half-way', async () => {
    async function* failing(): AsyncGenerator<CellValue[][]> {
      yield [[1, null, null, 'one']];
      throw new Error('connection lost');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeWorkbook(out, 'Sheet', COLUMNS, failing())).rejects.toThrow('connection lost');
  });

  it('stops reading batches when the output is closed early (the download was cancelled)', async () => {
    let read = 0;
    async function* endless(): AsyncGenerator<CellValue[][]> {
      for (;;) {
        read += 1;
        yield Array.from({ length: 1000 }, (_, i): CellValue[] => [
          i,
          null,
          null,
          `row ${i} of batch ${read}`,
        ]);
      }
    }
    const out = new PassThrough();
    const written = writeWorkbook(out, 'Sheet', COLUMNS, endless());
    // Nobody reads `out`: the writer is held back, then the reader goes away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    out.destroy();
    await expect(written).rejects.toThrow('closed before');
    const readWhenClosed = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(readWhenClosed);
    // What the zip, its deflate and `out` buffer (a few 16 KB buffers of compressed XML), not an endless file.
    expect(read).toBeLessThan(200);
  });
});
