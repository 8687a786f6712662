import type { FastifyInstance } from 'fastify';
import {
  AnyReportQuery,
  REPORT_CATALOGUE,
  ReportQuery,
  reportFileName,
  SERVICE_LIST_FILE_NAME,
  type ReportDefinition,
  downloadReportOperation,
  downloadServiceListOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { bookingListBatches, BOOKINGS_LIST_COLUMNS } from './bookings-list-report';
import { checkReportRange, REPORT_DATE_TITLE, REPORT_INVALID_DATE } from './report-dates';
import type { ReportContext } from './report-period';
import { SALES_REPORTS } from './sales-reports';
import { sendWorkbook } from './send-workbook';
import { serviceListBatches, SERVICE_LIST_COLUMNS } from './service-list';
import type { CellValue, ReportColumn } from './xlsx-stream';

export const UNKNOWN_REPORT = 'Unknown report';

interface ReportSource {
  sheet: string;
  columns: ReportColumn[];
  batches: (app: FastifyInstance, ctx: ReportContext) => AsyncIterable<CellValue[][]>;
}

/** Summary reports are one query; they still go through the same row writer. */
async function* once(rows: Promise<CellValue[][]>): AsyncGenerator<CellValue[][]> {
  yield await rows;
}

function sourceOf(report: ReportDefinition): ReportSource {
  if (report.type === 'bookings' && report.subtype === 'list') {
    return {
      sheet: 'Bookings',
      columns: BOOKINGS_LIST_COLUMNS,
      batches: (app, ctx) => bookingListBatches(app.db, ctx),
    };
  }
  const summary = report.type === 'sales' ? SALES_REPORTS[report.subtype] : undefined;
  if (!summary) throw new Error(`report ${report.type}/${report.subtype} has no source`);
  return {
    sheet: summary.sheet,
    columns: summary.columns,
    batches: (app, ctx) => once(summary.rows(app.db, ctx)),
  };
}

/**
 * GET report/{type}/{subtype} (spec 1 §2.4, §7): one static route per report of the shared catalogue, and
 * a catch-all that answers 404 'Unknown report' for any other pair. GET store/product/template: the service list.
 */
export default async function reportRoutes(app: FastifyInstance) {
  for (const report of REPORT_CATALOGUE) {
    const source = sourceOf(report);
    defineRoute(app, {
      operation: downloadReportOperation,
      errors: ['NOT_FOUND'],
      fixedParams: { type: report.type, subtype: report.subtype },
      permission: 'reports',
      invalidDay: { message: REPORT_INVALID_DATE, title: REPORT_DATE_TITLE },
      schema: {
        summary: `${report.title} (xlsx)`,
        description: `${report.description} from_date and to_date are store-local days (YYYY-MM-DD), not in the future, at most a year apart. Streamed.`,
        tags: ['reports'],
        querystring: ReportQuery,
      },
      handler: async (request, reply) => {
        const { from_date: fromDate, to_date: toDate } = request.query;
        const { storeId, storeTimezone } = request.auth;
        checkReportRange(fromDate, toDate, storeTimezone);
        const ctx: ReportContext = { storeId, timeZone: storeTimezone, fromDate, toDate };
        return sendWorkbook(request, reply, {
          name: reportFileName(report.type, report.subtype, fromDate, toDate),
          sheet: source.sheet,
          columns: source.columns,
          batches: source.batches(app, ctx),
        });
      },
    });
  }

  defineRoute(app, {
    operation: downloadReportOperation,
    errors: ['NOT_FOUND'],
    permission: 'reports',
    schema: {
      summary: 'Any report not in the catalogue',
      description: `Answers 404 '${UNKNOWN_REPORT}'.`,
      tags: ['reports'],
      // No params schema: any type/subtype pair reaching this route is unknown, whatever its shape.
      querystring: AnyReportQuery,
    },
    handler: async () => {
      throw notFound(UNKNOWN_REPORT, 'Not Found');
    },
  });

  defineRoute(app, {
    operation: downloadServiceListOperation,
    errors: ['NOT_FOUND'],
    permission: 'list_product',
    schema: {
      summary: 'The service list (xlsx): name, SKU, category, price, availability and channels',
      tags: ['reports'],
    },
    handler: async (request, reply) =>
      sendWorkbook(request, reply, {
        name: SERVICE_LIST_FILE_NAME,
        sheet: 'Services',
        columns: SERVICE_LIST_COLUMNS,
        batches: serviceListBatches(app.db, request.auth.storeId),
      }),
  });
}
