import { DASHBOARD_HOURS } from '@storedesk/shared';
import { makeDashboardData, makeEmptyDashboardData } from '@storedesk/shared/testing';
import {
  averageBookingValue,
  channelShares,
  cumulativeSales,
  hourlySeries,
  hourlyTotals,
  isEmptyDay,
  onlineShare,
  topCategories,
  topProducts,
} from '../dashboard-view-model';

describe('dashboard view model', () => {
  it('orders hourly rows by the shown hours and fills a missing hour with 0', () => {
    const data = makeDashboardData();
    const shuffled = {
      ...data,
      sales_by_hour: [...data.sales_by_hour].reverse().filter((row) => row.hour !== '12PM'),
    };
    const series = hourlySeries(shuffled);
    expect(series.map((p) => p.hour).filter((_, i) => i % 4 === 0)).toEqual(DASHBOARD_HOURS);
    expect(series.filter((p) => p.hour === '12PM').map((p) => p.sales)).toEqual([0, 0, 0, 0]);
  });

  it('drops hours outside 05AM..10PM', () => {
    const data = makeDashboardData();
    const extra = {
      ...data,
      sales_by_hour: [
        ...data.sales_by_hour,
        { hour: '11PM', web: 9, pos: 9, mobile_app: 9, customer_support: 9 },
      ],
    };
    expect(hourlySeries(extra)).toHaveLength(72);
    expect(hourlyTotals(extra).map((row) => row.hour)).toEqual(DASHBOARD_HOURS);
  });

  it('sums hourly totals to the day and accumulates them', () => {
    const data = makeDashboardData();
    const totals = hourlyTotals(data).reduce((sum, row) => sum + row.sales, 0);
    expect(totals).toBeCloseTo(data.stats.total_sales, 2);
    expect(cumulativeSales(data).at(-1)?.sales).toBeCloseTo(data.stats.total_sales, 2);
  });

  it('gives channel shares that add up to 100 and 0 on a day without sales', () => {
    const shares = channelShares(makeDashboardData());
    expect(shares.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100, 0);
    expect(shares[0]).toMatchObject({ channel: 'WEB_APP', label: 'Web App', percent: 38.9 });
    expect(channelShares(makeEmptyDashboardData()).every((s) => s.percent === 0)).toBe(true);
  });

  it('counts web and the apps as online', () => {
    const data = makeDashboardData({
      sales_by_channel: {
        WEB_APP: 10,
        MOBILE_APP: 10,
        MOBILE_APP_ANDROID: 10,
        MOBILE_APP_IOS: 10,
        POS: 40,
        CSC: 20,
      },
    });
    expect(onlineShare(data)).toBeCloseTo(0.4);
    expect(onlineShare(makeEmptyDashboardData())).toBe(0);
  });

  it('keeps the 7 biggest categories and sorts products by count', () => {
    const data = makeDashboardData({
      sales_by_categories: Array.from({ length: 10 }, (_, i) => ({ category: `C${i}`, count: i })),
      sales_by_products: [
        { product: 'B', count: 1 },
        { product: 'A', count: 5 },
      ],
    });
    expect(topCategories(data).map((c) => c.category)).toEqual(['C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3']);
    expect(topProducts(data).map((p) => p.product)).toEqual(['A', 'B']);
  });

  it('averages per booking and recognises an empty day', () => {
    expect(averageBookingValue(makeDashboardData())).toBeCloseTo(108000.5 / 42, 6);
    expect(averageBookingValue(makeEmptyDashboardData())).toBe(0);
    expect(isEmptyDay(makeEmptyDashboardData())).toBe(true);
    expect(isEmptyDay(makeDashboardData())).toBe(false);
  });
});
