import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'antd';
import type { RemoteAppProps } from '@storedesk/shared';
import { daywiseRoute } from './features/daywise/routes';
import { newBookingRoute } from './features/new-booking/routes';
import { orderDetailsRoute, ordersListRoute } from './features/orders/routes';
import { reportsRoutes } from './features/reports/routes';

/**
 * The remote's one exposed module (`mfe_bookings/App`). The host gives router, query cache and antd context;
 * this only declares the bookings area's routes, relative to `basename`. Each screen is its own chunk, so the
 * host's first load and remoteEntry.js carry none of them (nor the chart library the dashboard pulls in).
 */
const DashboardContainer = lazy(
  () => import(/* webpackChunkName: "dashboard" */ './features/dashboard/dashboard-container'),
);

/** `basename`: where the host mounts the area, e.g. '/'; the routes below are relative to it. */
export default function App({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename}>
        <Route
          path="dashboard"
          element={
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <DashboardContainer />
            </Suspense>
          }
        />
        <Route path="orders" element={ordersListRoute} />
        <Route path="orders/daywise/view" element={daywiseRoute} />
        <Route path="orders/new/:id?" element={newBookingRoute} />
        <Route path="orders/:id" element={orderDetailsRoute} />
        {reportsRoutes}
      </Route>
    </Routes>
  );
}
