import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XLSX_CONTENT_TYPE } from '@storedesk/shared/contracts';
import { writeWorkbook, type CellValue, type ReportColumn } from './xlsx-stream';

/**
 * Answers with an xlsx that is written while it is sent (chunked, no Content-Length). Everything that can be
 * refused (permission, dates) is checked before this is called; a database failure half-way can only cut the
 * download short, which the browser reports as a failed report.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { name: string; sheet: string; columns: ReportColumn[]; batches: AsyncIterable<CellValue[][]> },
): FastifyReply {
  const out = new PassThrough();
  writeWorkbook(out, file.sheet, file.columns, file.batches).catch((error: unknown) => {
    request.log.error({ err: error }, 'report generation failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('access-control-expose-headers', 'Content-Disposition')
    .header('cache-control', 'no-store')
    .send(out);
}
