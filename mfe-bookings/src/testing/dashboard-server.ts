import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DashboardData, DashboardReply, ErrorReply } from '@storedesk/shared';
import { apiUrl, makeDashboardData } from '@storedesk/shared/testing';

/**
 * An MSW node server for dashboard tests: answers GET analytics/dashboard with `respond(date)` (factory data by
 * default) and records every requested date, so tests can assert what the screen asked for.
 */
export function setupDashboardServer() {
  const requestedDates: string[] = [];
  let respond: (date: string) => DashboardData | { status: number; body: ErrorReply } = () =>
    makeDashboardData();

  const server = setupServer(
    http.get<never, never, DashboardReply | ErrorReply>(apiUrl('analytics/dashboard'), ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      requestedDates.push(date);
      const answer = respond(date);
      if ('status' in answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json({ data: answer });
    }),
  );

  return {
    server,
    requestedDates,
    answerWith(next: typeof respond) {
      respond = next;
    },
    reset() {
      requestedDates.length = 0;
      respond = () => makeDashboardData();
    },
  };
}
