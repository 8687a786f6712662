import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { REPORT_CATALOGUE, XLSX_CONTENT_TYPE } from '@storedesk/shared/contracts';
import { UNKNOWN_REPORT } from '../../src/routes/reports';
import {
  REPORT_DATE_TITLE,
  REPORT_FROM_AFTER_TO,
  REPORT_FUTURE_DATE,
  REPORT_INVALID_DATE,
  REPORT_RANGE_TOO_LONG,
  storeToday,
} from '../../src/routes/reports/report-dates';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { seedBooking, seedCategory, seedCustomer, seedStatus } from './report-fixtures';
import { readSheet } from './xlsx-helpers';

/**
 * The reports on known bookings in a Kolkata store (UTC+05:30). The period 10-11 March 2025 runs from
 * 2025-03-09T18:30Z to 2025-03-11T18:30Z; one booking sits just before it and one in another store.
 */
let app: FastifyInstance;
let store: StoreRow;
let otherStore: StoreRow;
let token: string;
let otherToken: string;
let firstNumber: number;
let secondNumber: number;

const PERIOD = 'from_date=2025-03-10&to_date=2025-03-11';
/** A date cell as exceljs reads it back: the store-local wall time in the Date's UTC fields. */
const cellDate = (wallClock: string) =>
  new Date(`${wallClock}${wallClock.length === 10 ? 'T00:00:00' : ''}Z`);

const getReport = (path: string, query = PERIOD, as = token) =>
  app.inject({ method: 'GET', url: `/api/report/${path}?${query}`, headers: authHeader(as) });

/** The first sheet itself, to look at cell types and formats. */
async function sheetCells(path: string) {
  const res = await getReport(path);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

async function sheetOf(path: string, query = PERIOD, as = token) {
  const res = await getReport(path, query, as);
  expect(res.statusCode).toBe(200);
  return readSheet(res.rawPayload);
}

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  otherStore = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'FINANCE', store);
  otherToken = await loginAs(app, 'ADMIN', otherStore);

  const placed = await seedStatus(app, store.id, 'Placed', 0);
  const completed = await seedStatus(app, store.id, 'Completed', 1);
  const cleaning = await seedCategory(app, store.id, 'Cleaning');
  // A name that would run as a formula, and a phone that starts with '+': both must come back as text.
  const asha = await seedCustomer(app, store.id, {
    firstName: '=HYPERLINK("http://evil.test","x")',
    lastName: 'Rao',
    phoneNo: '+919876543210',
    email: 'asha@example.test',
  });
  const ravi = await seedCustomer(app, store.id, { firstName: 'Ravi', lastName: 'Kumar' });

  firstNumber = await seedBooking(app, {
    storeId: store.id,
    customerId: asha,
    statusId: placed,
    at: '2025-03-10T05:00:00Z', // 10/03 10:30 AM in Kolkata
    channel: 'CSC',
    subTotal: '100.00',
    tax: '18.00',
    discountValue: '10.00',
    total: '108.00',
    paid: true,
    deliveryDate: '2025-03-12',
    items: [{ name: 'Deep clean', quantity: 2, price: '50.00', categoryId: cleaning }],
  });
  secondNumber = await seedBooking(app, {
    storeId: store.id,
    customerId: ravi,
    statusId: completed,
    at: '2025-03-10T18:40:00Z', // 11/03 12:10 AM in Kolkata
    channel: 'WEB_APP',
    subTotal: '200.00',
    total: '200.00',
    items: [{ name: 'Sofa wash', variant: 'Large', quantity: 1, price: '200.00' }],
  });
  await seedBooking(app, {
    storeId: store.id,
    customerId: ravi,
    statusId: placed,
    at: '2025-03-09T18:00:00Z', // 09/03 11:30 PM in Kolkata: before the period
    channel: 'POS',
    subTotal: '50.00',
    total: '50.00',
  });

  const otherStatus = await seedStatus(app, otherStore.id, 'Placed', 0);
  const otherCustomer = await seedCustomer(app, otherStore.id, { firstName: 'Other', lastName: 'Person' });
  await seedBooking(app, {
    storeId: otherStore.id,
    customerId: otherCustomer,
    statusId: otherStatus,
    at: '2025-03-10T06:00:00Z',
    channel: 'POS',
    subTotal: '999.00',
    total: '999.00',
    items: [{ name: 'Other service', quantity: 1, price: '999.00' }],
  });
});
afterAll(() => app.close());

describe('GET report/sales/*', () => {
  it('sales/daily: one row per store-local day with sales, tax, discount, paid and unpaid', async () => {
    expect(await sheetOf('sales/daily')).toEqual([
      [
        'Date',
        'Bookings',
        'Sub Total',
        'Tax',
        'Discount',
        'Sales',
        'Paid Bookings',
        'Paid Amount',
        'Unpaid Bookings',
        'Unpaid Amount',
      ],
      [cellDate('2025-03-10'), 1, 100, 18, 10, 108, 1, 108, 0, 0],
      [cellDate('2025-03-11'), 1, 200, 0, 0, 200, 0, 0, 1, 200],
    ]);
  });

  it('sales/daily lists days without bookings as zeros', async () => {
    const rows = await sheetOf('sales/daily', 'from_date=2025-03-12&to_date=2025-03-13');
    expect(rows.slice(1)).toEqual([
      [cellDate('2025-03-12'), 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [cellDate('2025-03-13'), 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('sales/channel: every channel with bookings, sales and share', async () => {
    expect(await sheetOf('sales/channel')).toEqual([
      ['Channel', 'Bookings', 'Sales', 'Share of Sales (%)'],
      ['Admin Web App', 1, 108, 35.06],
      ['Web App', 1, 200, 64.94],
      ['iOS App', 0, 0, 0],
      ['Android App', 0, 0, 0],
      ['Mobile App', 0, 0, 0],
      ['POS', 0, 0, 0],
    ]);
  });

  it('sales/service: quantity, bookings and sales per service and variant, best first', async () => {
    expect(await sheetOf('sales/service')).toEqual([
      ['Service', 'Variant', 'Quantity', 'Bookings', 'Sales'],
      ['Sofa wash', 'Large', 1, 1, 200],
      ['Deep clean', null, 2, 1, 100],
    ]);
  });

  it('sales/category: per category, services without one as Uncategorised', async () => {
    expect(await sheetOf('sales/category')).toEqual([
      ['Category', 'Quantity', 'Bookings', 'Sales'],
      ['Uncategorised', 1, 1, 200],
      ['Cleaning', 2, 1, 100],
    ]);
  });

  it('sales/status: per status in the store order', async () => {
    expect(await sheetOf('sales/status')).toEqual([
      ['Status', 'Bookings', 'Sales', 'Paid Bookings', 'Unpaid Bookings'],
      ['Placed', 1, 108, 1, 0],
      ['Completed', 1, 200, 0, 1],
    ]);
  });
});

describe('GET report/bookings/list', () => {
  it('one row per booking, as an xlsx attachment named from type, subtype and dates', async () => {
    const res = await getReport('bookings/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings_list_2025-03-10_2025-03-11.xlsx"',
    );
    expect(await readSheet(res.rawPayload)).toEqual([
      [
        'Booking Number',
        'Booking Date',
        'Delivery Date',
        'Customer',
        'Phone',
        'Email',
        'Channel',
        'Status',
        'Sub Total',
        'Tax',
        'Discount',
        'Total',
        'Paid',
        'Services',
      ],
      [
        firstNumber,
        cellDate('2025-03-10T10:30:00'),
        cellDate('2025-03-12'),
        `'=HYPERLINK("http://evil.test","x") Rao`,
        "'+919876543210",
        'asha@example.test',
        'Admin Web App',
        'Placed',
        100,
        18,
        10,
        108,
        'Yes',
        'Deep clean x2',
      ],
      [
        secondNumber,
        cellDate('2025-03-11T00:10:00'),
        null,
        'Ravi Kumar',
        null,
        null,
        'Web App',
        'Completed',
        200,
        0,
        0,
        200,
        'No',
        'Sofa wash (Large) x1',
      ],
    ]);
  });

  it('writes dates as date cells in the store zone, shown DD/MM/YYYY, so they sort and filter as dates', async () => {
    const list = await sheetCells('bookings/list');
    const booked = list.getCell('B2');
    expect(booked.type).toBe(ExcelJS.ValueType.Date);
    expect(booked.numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    // 05:00Z is 10:30 AM in Kolkata: the cell holds the store's wall clock, not UTC.
    expect((booked.value as Date).toISOString()).toBe('2025-03-10T10:30:00.000Z');
    const delivery = list.getCell('C2');
    expect(delivery.type).toBe(ExcelJS.ValueType.Date);
    expect(delivery.numFmt).toBe('dd/mm/yyyy');
    expect(list.getCell('C3').type).toBe(ExcelJS.ValueType.Null);
    // The header row stays text.
    expect(list.getCell('B1').type).toBe(ExcelJS.ValueType.String);

    const daily = await sheetCells('sales/daily');
    expect(daily.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(daily.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    expect(daily.getCell('A3').value).toEqual(cellDate('2025-03-11'));
  });

  it('every report of the catalogue answers a file', async () => {
    for (const report of REPORT_CATALOGUE) {
      const res = await getReport(`${report.type}/${report.subtype}`);
      expect([report.type, report.subtype, res.statusCode]).toEqual([report.type, report.subtype, 200]);
      expect(res.headers['content-disposition']).toContain(
        `${report.type}_${report.subtype}_2025-03-10_2025-03-11.xlsx`,
      );
    }
  });
});

describe('report rules', () => {
  const expectBad = async (query: string, message: string, title = REPORT_DATE_TITLE) => {
    const res = await getReport('sales/daily', query);
    expect([res.statusCode, res.json()]).toEqual([400, { message, title }]);
  };

  it('refuses future days in the store time zone, allows today', async () => {
    const today = storeToday('Asia/Kolkata');
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expectBad(`from_date=${today}&to_date=${tomorrow}`, REPORT_FUTURE_DATE);
    await expectBad(`from_date=${tomorrow}&to_date=${tomorrow}`, REPORT_FUTURE_DATE);
    expect((await getReport('sales/daily', `from_date=${today}&to_date=${today}`)).statusCode).toBe(200);
  });

  it('refuses from after to, more than 366 days, days that do not exist, and missing dates', async () => {
    await expectBad('from_date=2025-03-11&to_date=2025-03-10', REPORT_FROM_AFTER_TO);
    await expectBad('from_date=2024-01-01&to_date=2025-01-01', REPORT_RANGE_TOO_LONG);
    expect((await getReport('sales/daily', 'from_date=2024-01-01&to_date=2024-12-31')).statusCode).toBe(200);
    await expectBad('from_date=2025-02-30&to_date=2025-03-01', REPORT_INVALID_DATE);
    const missing = await getReport('sales/daily', 'from_date=2025-03-10');
    expect([missing.statusCode, missing.json().title]).toEqual([400, 'Invalid Input']);
    const badShape = await getReport('sales/daily', 'from_date=10/03/2025&to_date=2025-03-11');
    expect([badShape.statusCode, badShape.json().title]).toEqual([400, 'Invalid Input']);
  });

  it("answers 404 'Unknown report' for a type or subtype outside the catalogue", async () => {
    for (const path of ['sales/weekly', 'stock/daily', 'SALES/DAILY']) {
      const res = await getReport(path);
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        404,
        { message: UNKNOWN_REPORT, title: 'Not Found' },
      ]);
    }
  });

  it('needs the reports permission', async () => {
    const csc = await loginAs(app, 'CSC', store);
    const res = await getReport('sales/daily', PERIOD, csc);
    expect(res.statusCode).toBe(403);
  });

  it("shows only the token's store", async () => {
    const mine = await sheetOf('bookings/list');
    expect(mine.flat()).not.toContain('Other Person');
    const theirs = await sheetOf('bookings/list', PERIOD, otherToken);
    expect(theirs).toHaveLength(2);
    expect(theirs[1][3]).toBe('Other Person');
    expect(theirs[1][11]).toBe(999);
    const theirDaily = await sheetOf('sales/daily', PERIOD, otherToken);
    expect(theirDaily[1].slice(0, 2)).toEqual([cellDate('2025-03-10'), 1]);
    expect(theirDaily[1][5]).toBe(999);
    const theirServices = await sheetOf('sales/service', PERIOD, otherToken);
    expect(theirServices.slice(1)).toEqual([['Other service', null, 1, 1, 999]]);
  });
});
