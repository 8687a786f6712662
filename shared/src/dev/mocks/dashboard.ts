import { http, HttpResponse } from 'msw';
import { todayInZone, toApiDate, useSession, type DashboardReply, type ErrorReply } from '../../index';
import { makeEmptyDashboardData } from '../../testing/factories';
import { generateDashboardData } from './db/dashboard';
import { reportHandlers } from './reports';
import { emptyScenario, fail, mockUrl, refuse } from './respond';
import { getDashboardOperation } from '../../contracts/all-operations';

const DATE_PATTERN = /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

/** GET analytics/dashboard: a generated day (YYYY/MM/DD), empty in the "empty" scenario. */
const dayHandlers = [
  http.get<never, never, DashboardReply | ErrorReply>(mockUrl(getDashboardOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const date = new URL(request.url).searchParams.get('date') ?? '';
    if (!DATE_PATTERN.test(date))
      return fail(400, 'date must be a day written YYYY/MM/DD.', 'Invalid request');
    const today = toApiDate(todayInZone(useSession.getState().store?.store_timezone), 'YYYY/MM/DD');
    const data = emptyScenario() ? makeEmptyDashboardData() : generateDashboardData(date, today);
    return HttpResponse.json({ data });
  }),
];

/** The dashboard and reports domain (api/src/routes/analytics, reports). */
export const dashboardHandlers = [...dayHandlers, ...reportHandlers];
