import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import LoginPage from '../features/auth/login-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { useShellLoaded } from './shell-loaded';
import { Splash } from './splash';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

// Everything behind login (layout, menu, antd, icons) is one lazy chunk, so /login stays small.
const Shell = lazy(() => import('../features/shell/shell'));
const ToastHost = lazy(() =>
  import('../features/shell/shell').then((module) => ({ default: module.ToastHost })),
);

/** The host's routes: the two login routes, and one catch-all that the shell splits among the remotes. */
export function HostRoutes() {
  const navigate = useNavigate();
  const shellLoaded = useShellLoaded((state) => state.loaded);
  useUnauthorizedRedirect();
  return (
    <>
      <RouteErrorBoundary onRecover={() => navigate('/', { replace: true })}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot_password" element={<LoginPage />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<Splash />}>
                <Shell />
              </Suspense>
            }
          />
        </Routes>
      </RouteErrorBoundary>
      {/* Outside the routes, so a toast raised just before a redirect to /login stays on screen. */}
      {shellLoaded && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
