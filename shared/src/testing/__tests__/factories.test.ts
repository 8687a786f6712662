import { DASHBOARD_HOURS } from '../../contracts/constants';
import {
  makeDashboardData,
  makeEmployee,
  makeEmptyDashboardData,
  makeStore,
  spreadOverHours,
} from '../factories';

describe('data factories', () => {
  it('make an employee whose type follows the role', () => {
    const csc = makeEmployee({ employee_type: 'CSC' });
    expect(csc).toMatchObject({ employee_type: 'CSC', type: 'CSC', email: 'csc@demo.storedesk.test' });
    expect(makeEmployee().employee_type).toBe('ADMIN');
    expect(makeEmployee({ first_name: 'Zoe' }).first_name).toBe('Zoe');
  });

  it('make a store in a non-UTC zone with its currency', () => {
    expect(makeStore()).toMatchObject({ store_timezone: 'Asia/Kolkata', currency: 'INR' });
    expect(makeStore({ currency: 'USD' }).currency).toBe('USD');
  });

  it('spread a total over the hours exactly', () => {
    const parts = spreadOverHours(1000.01);
    expect(parts).toHaveLength(DASHBOARD_HOURS.length);
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(1000.01, 2);
  });

  it('make dashboard data whose parts agree', () => {
    const data = makeDashboardData();
    const channels = Object.values(data.sales_by_channel).reduce((a, b) => a + b, 0);
    expect(data.stats.total_sales).toBeCloseTo(channels, 2);
    expect(data.stats.order_by_status.reduce((a, s) => a + s.count, 0)).toBe(data.stats.total_orders);
    const webHours = data.sales_by_hour.reduce((a, h) => a + h.web, 0);
    expect(webHours).toBeCloseTo(data.sales_by_channel.WEB_APP, 2);
    expect(data.sales_by_hour.map((h) => h.hour)).toEqual(DASHBOARD_HOURS);
  });

  it('make an empty day', () => {
    const empty = makeEmptyDashboardData();
    expect(empty.stats).toEqual({ total_sales: 0, total_orders: 0, order_by_status: [] });
    expect(empty.sales_by_hour).toHaveLength(DASHBOARD_HOURS.length);
  });
});
