import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '@storedesk/shared';
import { HostRoutes } from './host-routes';

/**
 * The providers remotes rely on: the one query client and the router (antd's providers come with the shell).
 * A data router, so a form can hold a navigation while it has unsaved changes (useBlocker); the host's and the
 * remotes' own <Routes> sit below its one catch-all route.
 */
export function Root() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <HostRoutes /> }]));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
