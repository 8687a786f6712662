import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { queryClient, useSession, type RemoteName, type Role } from '@storedesk/shared';
import { HostRoutes } from '../app/host-routes';
import { setDeployedRemotes } from '../features/remotes/deployed-remotes';
import { employeeFixture, storeFixture } from './fixtures';

/** Every path the router visited, in order (a redirect chain such as /nowhere -> /login -> /dashboard). */
export const visited: string[] = [];

function LocationProbe() {
  const { pathname } = useLocation();
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  return <output data-testid="location">{pathname}</output>;
}

/** The host's routes in a memory data router (as Root's browser one), with the real query client and session store. */
export function renderHost(path: string) {
  visited.length = 0;
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <>
                  <HostRoutes />
                  <LocationProbe />
                </>
              ),
            },
          ],
          { initialEntries: [path] },
        )}
      />
    </QueryClientProvider>,
  );
}

export function deploy(...names: RemoteName[]) {
  setDeployedRemotes(
    Object.fromEntries(names.map((name) => [name, `http://remotes.test/${name}/mf-manifest.json`])),
  );
}

export function signIn(role: Role) {
  const session = useSession.getState();
  session.setSession(`token-${role}`, employeeFixture(role));
  session.setStore(storeFixture());
}

export function resetHost() {
  queryClient.clear();
  useSession.getState().clear();
}

/** A stand-in for mfe-bookings: routes relative to its basename, as the contract asks. */
export function FakeBookingsApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<h1>Fake dashboard</h1>} />
    </Routes>
  );
}
