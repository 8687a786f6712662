import { HttpResponse, http } from 'msw';
import { CHANNEL_LABELS, REPORT_MAX_RANGE_DAYS, findReport, type Order } from '../../index';
import { categoryName, PRODUCTS, STORE_STATUSES } from './db/catalogue';
import { mockOrders } from './db/orders';
import { fail, mockUrl, refuse } from './respond';
import { DAY_PATTERN, query, storeToday } from './request';
import { round2 } from './seeded';
import { downloadReportOperation, downloadServiceListOperation } from '../../contracts/all-operations';

/**
 * Report downloads. The API streams xlsx; building a workbook in the browser would need a spreadsheet library
 * for a dev page, so the mock answers the same rows as CSV (text/csv, file name ending .csv). The period rules
 * and their texts are the API's (api/src/routes/reports/report-dates.ts).
 */
const DATE_TITLE = 'Invalid Date';
const csvCell = (value: unknown) => {
  const text = String(value ?? '');
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
export const toCsv = (rows: unknown[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;

const csvFile = (fileName: string, rows: unknown[][]) =>
  new HttpResponse(toCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });

function group(orders: Order[], keyOf: (o: Order) => string[], header: string): unknown[][] {
  const totals = new Map<string, { bookings: number; sales: number }>();
  for (const order of orders)
    for (const key of keyOf(order)) {
      const entry = totals.get(key) ?? { bookings: 0, sales: 0 };
      totals.set(key, { bookings: entry.bookings + 1, sales: round2(entry.sales + order.total) });
    }
  return [[header, 'Bookings', 'Sales'], ...[...totals].map(([key, t]) => [key, t.bookings, t.sales])];
}

const category = (productId: string | null) =>
  categoryName(PRODUCTS.find((p) => p._id === productId)?.product_category_id ?? null);

const REPORT_ROWS: Record<string, (orders: Order[], day: (o: Order) => string) => unknown[][]> = {
  'sales/daily': (orders, day) => group(orders, (o) => [day(o)], 'Day'),
  'sales/channel': (orders) => group(orders, (o) => [CHANNEL_LABELS[o.order_type]], 'Channel'),
  'sales/service': (orders) => group(orders, (o) => o.products.map((l) => l.name), 'Service'),
  'sales/category': (orders) =>
    group(orders, (o) => o.products.map((l) => category(l.product_id)), 'Category'),
  'sales/status': (orders) =>
    group(
      orders,
      (o) => [STORE_STATUSES.find((s) => s._id === o.current_status.status_id)?.name ?? ''],
      'Status',
    ),
  'bookings/list': (orders, day) => [
    ['Booking Number', 'Booking Date', 'Delivery Date', 'Customer', 'Channel', 'Status', 'Total', 'Paid'],
    ...orders.map((o) => [
      o.order_number,
      day(o),
      o.delivery_date ?? '',
      `${o.customer.first_name} ${o.customer.last_name}`,
      CHANNEL_LABELS[o.order_type],
      o.current_status.status_name,
      o.total,
      o.payment.is_paid ? 'Yes' : 'No',
    ]),
  ],
};

/** GET report/{type}/{subtype}?from_date&to_date and GET store/product/template. */
export const reportHandlers = [
  http.get(mockUrl(downloadReportOperation), async ({ request, params }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const type = String(params.type);
    const subtype = String(params.subtype);
    const build = REPORT_ROWS[`${type}/${subtype}`];
    if (!findReport(type, subtype) || !build) return fail(404, 'Unknown report', 'Not Found');
    const q = query(request);
    const from = q.get('from_date') ?? '';
    const to = q.get('to_date') ?? '';
    if (!DAY_PATTERN.test(from) || !DAY_PATTERN.test(to))
      return fail(400, 'Please choose valid from and to dates', DATE_TITLE);
    const today = storeToday();
    if (from > today || to > today) return fail(400, 'Reports cannot include future dates', DATE_TITLE);
    if (from > to) return fail(400, 'The from date must be on or before the to date', DATE_TITLE);
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > REPORT_MAX_RANGE_DAYS)
      return fail(400, `A report can cover at most ${REPORT_MAX_RANGE_DAYS} days`, DATE_TITLE);
    const { orders, createdDay } = mockOrders(today);
    const day = (o: Order) => createdDay.get(o._id) ?? '';
    const inPeriod = orders.filter((o) => day(o) >= from && day(o) <= to);
    return csvFile(`${type}_${subtype}_${from}_${to}.csv`, build(inPeriod, day));
  }),
  http.get(mockUrl(downloadServiceListOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    return csvFile('service_list.csv', [
      ['Name', 'SKU', 'Variant', 'Price', 'Available'],
      ...PRODUCTS.flatMap((p) =>
        (p.variants.length ? p.variants : [null]).map((v) => [
          p.name,
          p.parent_sku,
          v?.name ?? '',
          v?.price ?? p.selling_price,
          p.is_available ? 'Yes' : 'No',
        ]),
      ),
    ]);
  }),
];
