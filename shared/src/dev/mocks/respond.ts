import { delay, HttpResponse } from 'msw';
import { apiBaseUrl } from '../../api/api-client';
import { errorCodeForStatus, type ErrorCode } from '../../contracts/error-codes';
import type { Operation } from '../../contracts/operation';
import { useMockScenario } from './mock-scenario';

/** How every standalone mock answers: its address, the sign-in check, the chosen scenario, errors and pages. */
/** The mocked address of an operation constant (its `:name` parts stay msw path parameters). */
export const mockUrl = (op: Operation) => `${apiBaseUrl()}${op.path}`;

/** An error answer as the API sends it: `{message, title, code}`, the code the status's unless given. */
export const fail = (status: number, message: string, title: string, code?: ErrorCode) =>
  HttpResponse.json({ message, title, code: code ?? errorCodeForStatus(status) }, { status });

/** A short think time, then 401 without a token (like the API) or 503 in the "server error" scenario. */
export async function refuse(request: Request): Promise<Response | null> {
  await delay(250);
  if (!request.headers.get('x-auth-token')) return fail(401, 'Please sign in again.', 'Access Denied');
  if (useMockScenario.getState().scenario === 'error')
    return fail(503, 'The service is not answering. Try again in a minute.', 'Service unavailable');
  return null;
}

/** The "empty" scenario: lists answer no rows. */
export const emptyScenario = () => useMockScenario.getState().scenario === 'empty';

/** `{data, pages, total}` of one page; `offset` is the page from 1 (0 read as 1, like the lookups). */
export function paged<T>(rows: T[], limitText: string | null, offsetText: string | null, fallback = 10) {
  const limit = Math.max(1, Number(limitText) || fallback);
  const page = Math.max(1, Number(offsetText) || 1);
  return {
    data: rows.slice((page - 1) * limit, page * limit),
    pages: Math.ceil(rows.length / limit),
    total: rows.length,
  };
}
