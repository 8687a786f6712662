import dayjs from 'dayjs';
import { callApi, buildUrl } from '../../../index';
import { PAYMENT_STATUSES } from '../../../contracts/payments-constants';
import { toCsv } from '../reports';
import { storeToday } from '../request';
import { setUpMocks } from './mock-server';
import { downloadReportOperation, listPaymentsOperation } from '../../../index';

/** A booking's payment requests and the report files. */
describe('standalone bookings mocks answer the contracts: payments and reports', () => {
  setUpMocks();

  it("answers a booking's payment requests filtered by order id, 10 a page", async () => {
    const all = await callApi<{ data: { order_id: string }[]; pages: number; total: number }>(
      listPaymentsOperation,
      {
        limit: 10,
        offset: 1,
      },
    );
    expect(all.data.length).toBe(10);
    const orderId = all.data[3].order_id;
    const theirs = await callApi<{ data: Record<string, unknown>[] }>(listPaymentsOperation, {
      limit: 10,
      offset: 1,
      'filter.order_id': orderId,
    });
    expect(theirs.data.length).toBeGreaterThan(0);
    for (const request of theirs.data)
      expect(request).toMatchObject({
        order_id: orderId,
        _id: expect.any(String),
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
        status: expect.stringMatching(new RegExp(`^(${PAYMENT_STATUSES.join('|')})$`)),
        due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it('answers a report as a CSV file with the rows of the period, and the API texts for a bad period', async () => {
    const to = storeToday();
    const from = dayjs(to).subtract(6, 'day').format('YYYY-MM-DD');
    const response = await fetch(buildUrl('report/sales/daily', { from_date: from, to_date: to }), {
      headers: { 'x-auth-token': 'dev-token' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales_daily_${from}_${to}.csv"`,
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('Day,Bookings,Sales');
    expect(lines.length).toBeGreaterThan(1);
    const categories = await fetch(buildUrl('report/sales/category', { from_date: from, to_date: to }), {
      headers: { 'x-auth-token': 'dev-token' },
    });
    const categoryCsv = await categories.text();
    expect(categoryCsv).toMatch(/^Category,Bookings,Sales\n/);
    expect(categoryCsv).toMatch(/\nCleaning,\d+,/);
    expect(toCsv([['a,b', 'say "hi"']])).toBe('"a,b","say ""hi"""\n');
    const future = dayjs(to).add(1, 'day').format('YYYY-MM-DD');
    await expect(
      callApi(
        downloadReportOperation,
        { from_date: from, to_date: future },
        { params: { type: 'sales', subtype: 'daily' } },
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Reports cannot include future dates',
      title: 'Invalid Date',
    });
    await expect(
      callApi(
        downloadReportOperation,
        { from_date: from, to_date: to },
        { params: { type: 'sales', subtype: 'nothing' } },
      ),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
