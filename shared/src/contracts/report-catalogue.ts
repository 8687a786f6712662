/**
 * The reports a store manager can download (spec 1 §2.4 leaves the list open; issue 3 names these). Plain values
 * without the schema library, so the reports home can list them and the API can route them from one table.
 * `type` and `subtype` are lower case, as they appear in the URL (GET report/{type}/{subtype}).
 */
export interface ReportDefinition {
  type: string;
  subtype: string;
  title: string;
  description: string;
}

export const REPORT_CATALOGUE: readonly ReportDefinition[] = [
  {
    type: 'sales',
    subtype: 'daily',
    title: 'Sales by day',
    description:
      'One row per store-local day: bookings, sub total, tax, discounts, sales, and paid against unpaid.',
  },
  {
    type: 'sales',
    subtype: 'channel',
    title: 'Sales by channel',
    description: 'Bookings and sales per sales channel (Admin Web App, Web App, apps, POS) with each share.',
  },
  {
    type: 'sales',
    subtype: 'service',
    title: 'Sales by service',
    description: 'Quantity, bookings and sales per service and variant.',
  },
  {
    type: 'sales',
    subtype: 'category',
    title: 'Sales by category',
    description: 'Quantity, bookings and sales per service category.',
  },
  {
    type: 'sales',
    subtype: 'status',
    title: 'Sales by status',
    description: 'Bookings, sales and paid bookings per booking status.',
  },
  {
    type: 'bookings',
    subtype: 'list',
    title: 'Bookings list',
    description:
      'One row per booking: number, booking and delivery dates, customer, channel, status, totals, paid and services.',
  },
];

/** The longest period one report may cover, in days (both ends included). */
export const REPORT_MAX_RANGE_DAYS = 366;

export function findReport(type: string, subtype: string): ReportDefinition | undefined {
  return REPORT_CATALOGUE.find((report) => report.type === type && report.subtype === subtype);
}

/** `<type>_<subtype>_<from>_<to>.xlsx`, dates as sent (YYYY-MM-DD). */
export function reportFileName(type: string, subtype: string, fromDate: string, toDate: string): string {
  return `${type}_${subtype}_${fromDate}_${toDate}.xlsx`;
}

/** The file name of GET store/product/template. */
export const SERVICE_LIST_FILE_NAME = 'service_list.xlsx';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
