import { delay, http, HttpResponse } from 'msw';
import {
  apiBaseUrl,
  todayInZone,
  toApiDate,
  useSession,
  type DashboardReply,
  type ErrorReply,
} from '@storedesk/shared';
import { makeEmptyDashboardData } from '@storedesk/shared/testing/factories';
import { generateDashboardData } from './generate-dashboard';
import { useMockScenario } from './mock-scenario';

/** MSW mocks of every call mfe-bookings makes, with the server's answer shapes and checks. */
const DATE_PATTERN = /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

export const handlers = [
  http.get<never, never, DashboardReply | ErrorReply>(
    `${apiBaseUrl()}/analytics/dashboard`,
    async ({ request }) => {
      await delay(350);
      if (!request.headers.get('x-auth-token')) {
        return HttpResponse.json(
          { message: 'Please sign in again.', title: 'Access Denied' },
          { status: 401 },
        );
      }
      const date = new URL(request.url).searchParams.get('date') ?? '';
      if (!DATE_PATTERN.test(date)) {
        return HttpResponse.json(
          { message: 'date must be a day written YYYY/MM/DD.', title: 'Invalid request' },
          { status: 400 },
        );
      }
      const scenario = useMockScenario.getState().scenario;
      if (scenario === 'error') {
        return HttpResponse.json(
          {
            message: 'The analytics service is not answering. Try again in a minute.',
            title: 'Dashboard unavailable',
          },
          { status: 503 },
        );
      }
      const today = toApiDate(todayInZone(useSession.getState().store?.store_timezone), 'YYYY/MM/DD');
      const data = scenario === 'empty' ? makeEmptyDashboardData() : generateDashboardData(date, today);
      return HttpResponse.json({ data });
    },
  ),
];
