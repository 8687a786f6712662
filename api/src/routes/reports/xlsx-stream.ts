import { Readable, type Writable } from 'node:stream';
import archiver from 'archiver';

/*
 * The reports' xlsx writer: a one-sheet workbook (inline text, number and date cells, column widths, two date
 * formats) written as its XML parts and zipped by archiver. It replaced exceljs's streaming writer (issue 13): on
 * the 108,812-row bench report exceljs spent 2.8 s of a 5.5 s profile building and looking up a style per cell and
 * queued rows ahead of the zip (server peak 275-302 MB); this writer takes 1.4 s and peaks under 200 MB. The files
 * read back the same in exceljs and openpyxl (api/test/reports), which is what the tests check.
 */

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
 * Deflate level of the zip (1 fastest .. 9 smallest). The sheet XML is very repetitive: on the 108,812-row bench
 * report (65 MB of XML) level 1 shrinks it 5.3x in 0.2 s, zlib's default level 6 6.4x in 0.6 s, so the default
 * cost a fifth more file for three times the CPU.
 */
export const ZIP_LEVEL = 1;

/**
 * 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MI:SS' (a store-local wall time, as PostgreSQL formats it `AT TIME ZONE` the
 * store's zone) as the Date a spreadsheet cell takes: spreadsheets have no time zones, and the cell is written from
 * the Date's UTC fields, so it shows exactly the store-local day and time.
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

/** Characters XML text must escape, and control characters XML 1.0 cannot hold at all (dropped, as exceljs does). */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what has to go
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex -- the same characters, all of them
const XML_SPECIAL_ALL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
export function xmlText(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIAL_ALL, (c) => XML_ENTITIES[c] ?? '') : text;
}

/** A Date as a spreadsheet serial number (days since 1899-12-30, the time as the fraction), from its UTC fields. */
const excelSerial = (date: Date) => 25569 + date.getTime() / 86_400_000;

/** 'A'..'Z', 'AA'.. for a 0-based column index. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell style ids in styles.xml: 0 plain, then one per date format. */
const STYLE_ID = { date: 1, datetime: 2 } as const;

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${PKG_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  '</Relationships>';

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${DATE_NUM_FMT}"/>` +
  `<numFmt numFmtId="165" formatCode="${DATETIME_NUM_FMT}"/></numFmts>` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const workbookXml = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId2"/></sheets></workbook>`;

const appXml = () =>
  `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  '<Application>Storedesk</Application></Properties>';

const coreXml = (now: string) =>
  `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"` +
  ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  '<dc:creator>Storedesk</dc:creator>' +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created>` +
  `<dcterms:modified xsi:type="dcterms:W3CDTF">${now}</dcterms:modified>` +
  '</cp:coreProperties>';

/**
 * Characters of sheet XML handed on at a time. Kept well below V8's large-object size (128 KB): a string that big
 * is allocated outside the young generation, survives until the next full collection, and a whole batch per
 * string (~600 KB) made the heap grow by ~60 MB a second while a report was written.
 */
const CHUNK_CHARS = 32 * 1024;

/**
 * The rows of the sheet XML, about `CHUNK_CHARS` at a time: the header row, then every row of `batches` (text that
 * would start a formula escaped as `safeCell` does). Numbers are number cells, Dates date cells (their serial number, styled by the column's
 * format), text is written inline (`t="str"`, as exceljs writes it without shared strings), empty cells are left out.
 */
async function* sheetXml(
  columns: ReportColumn[],
  batches: AsyncIterable<CellValue[][]>,
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const dateStyle = columns.map((column) => (column.format ? ` s="${STYLE_ID[column.format]}"` : ''));
  const cols = columns
    .map((column, i) => {
      const style = column.format ? ` style="${STYLE_ID[column.format]}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? 16}"${style} customWidth="1"/>`;
    })
    .join('');
  let xml =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">`;
  columns.forEach((column, i) => {
    xml += `<c r="${letters[i]}1" t="str"><v>${xmlText(column.header)}</v></c>`;
  });
  yield `${xml}</row>`;
  let r = 1;
  for await (const batch of batches) {
    let part = '';
    for (const row of batch) {
      r += 1;
      part += `<row r="${r}">`;
      for (let i = 0; i < row.length; i += 1) {
        const value = row[i];
        if (value === null || value === undefined) continue;
        if (typeof value === 'number') {
          // NaN and Infinity have no cell form (the XML would not open): left empty.
          if (Number.isFinite(value)) part += `<c r="${letters[i]}${r}"><v>${value}</v></c>`;
        } else if (typeof value === 'string') {
          const text = FORMULA_START.test(value) ? `'${value}` : value;
          part += `<c r="${letters[i]}${r}" t="str"><v>${xmlText(text)}</v></c>`;
        } else {
          const serial = excelSerial(value);
          // An invalid Date (a malformed wall clock) is left empty like NaN.
          if (Number.isFinite(serial))
            part += `<c r="${letters[i]}${r}"${dateStyle[i] ?? ''}><v>${serial}</v></c>`;
        }
      }
      part += '</row>';
      if (part.length >= CHUNK_CHARS) {
        yield part;
        part = '';
      }
    }
    if (part) yield part;
  }
  yield '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}

/**
 * Writes a one-sheet xlsx to `out` while `batches` is read: the sheet XML is made batch by batch and deflated into
 * the zip (archiver) as `out` takes it. The sheet is pulled, so a slow reader of `out` holds back the next batch
 * and memory stays at about one batch however many rows the report has. Resolves once the whole file is in `out`
 * (which is then ended); rejects if a batch fails or `out` closes first.
 */
export async function writeWorkbook(
  out: Writable,
  sheetName: string,
  columns: ReportColumn[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<void> {
  const zip = archiver('zip', { zlib: { level: ZIP_LEVEL } });
  const sheet = Readable.from(sheetXml(columns, batches), { objectMode: false });
  const finished = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.abort();
      sheet.destroy();
      reject(error);
    };
    zip.on('error', fail);
    zip.on('warning', fail);
    sheet.on('error', fail);
    out.on('close', () => {
      if (!out.writableFinished) fail(new Error('report output closed before the file was written'));
    });
    out.on('finish', resolve);
  });
  zip.pipe(out);
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  zip.append(appXml(), { name: 'docProps/app.xml' });
  zip.append(coreXml(now), { name: 'docProps/core.xml' });
  zip.append(workbookXml(sheetName), { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  void zip.finalize().catch(() => undefined);
  await finished;
}
