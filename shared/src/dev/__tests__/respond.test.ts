import { useSession } from '../../session/session-store';
import { makeStore } from '../../testing/factories';
import { emptyScenario, paged, refuse } from '../mocks/respond';
import { storeToday } from '../mocks/request';
import { useMockScenario } from '../mocks/mock-scenario';

const request = (token?: string) =>
  new Request('http://localhost/api/x', { headers: token ? { 'x-auth-token': token } : {} });

beforeEach(() => useMockScenario.setState({ scenario: 'normal' }));

describe('refuse', () => {
  it('answers 401 without a token, 503 in the "server error" scenario, and lets the rest through', async () => {
    const signedOut = await refuse(request());
    expect(signedOut?.status).toBe(401);
    expect(await signedOut?.json()).toEqual({
      message: 'Please sign in again.',
      title: 'Access Denied',
      code: 'UNAUTHORIZED',
    });
    expect(await refuse(request('t'))).toBeNull();
    useMockScenario.setState({ scenario: 'error' });
    expect((await refuse(request('t')))?.status).toBe(503);
  });
});

describe('paged', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);
  it("pages from 1 (0 read as 1) with the fallback size, in the lists' shape", () => {
    expect(paged(rows, null, '0')).toEqual({ data: rows.slice(0, 10), pages: 3, total: 25 });
    expect(paged(rows, '20', '2')).toEqual({ data: rows.slice(20), pages: 2, total: 25 });
  });
});

it("reads the scenario and the store's today", () => {
  useSession.setState({ store: makeStore({ store_timezone: 'UTC' }) });
  expect(storeToday()).toBe(new Date().toISOString().slice(0, 10));
  expect(emptyScenario()).toBe(false);
  useMockScenario.setState({ scenario: 'empty' });
  expect(emptyScenario()).toBe(true);
});
