import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@storedesk/shared';
import { HostRoutes } from './host-routes';

/** The providers remotes rely on: the one query client and the router (antd's providers come with the shell). */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <HostRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
