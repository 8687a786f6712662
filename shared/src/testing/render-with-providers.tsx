import { act, useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useSession } from '../session/session-store';
import type { Employee } from '../contracts/auth';
import type { Store } from '../contracts/store';
import { makeEmployee, makeStore } from './factories';

export interface SessionSeed {
  token?: string | null;
  employee?: Employee | null;
  store?: Store | null;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Starting URL of the in-memory router. */
  route?: string;
  /** The signed-in session; defaults to an ADMIN of the demo store. `null` renders signed out. */
  session?: SessionSeed | null;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/** A fresh cache per test with no retries, so a failing call fails the first time and nothing leaks between tests. */
export function makeTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Puts the session straight into the shared store (memory only; tests need not touch localStorage). */
export function seedSession(session: SessionSeed | null = {}): void {
  if (session === null) {
    useSession.setState({ token: null, employee: null, store: null });
    return;
  }
  useSession.setState({
    token: session.token === undefined ? 'test-token' : session.token,
    employee: session.employee === undefined ? makeEmployee() : session.employee,
    store: session.store === undefined ? makeStore() : session.store,
  });
}

/**
 * Renders a screen the way the host mounts it: router, server-state cache and antd's App context (toasts,
 * modals), with motion off so tests need not wait for animations.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session, queryClient = makeTestQueryClient(), ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  seedSession(session);
  const user = userEvent.setup();
  let show: (next: ReactNode) => void = () => undefined;
  // The screen under test, replaceable by rerender while the router (and its history) stays.
  function Screen() {
    const [current, setCurrent] = useState<ReactNode>(ui);
    show = setCurrent;
    return current;
  }
  // A data router like the host's, so screens that hold a navigation (useBlocker) work as they do there.
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: [route] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
    options,
  );
  const rerender = (next: ReactNode) => act(() => show(next));
  return { ...result, rerender, queryClient, user };
}
