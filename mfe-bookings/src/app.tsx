import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { RegistryRoutes, SCREEN_PATHS, type RemoteAppProps } from '@storedesk/shared';
import { daywiseRoute } from './features/daywise/routes';
import { newBookingRoute } from './features/new-booking/routes';
import { orderDetailsRoute, ordersListRoute } from './features/orders/routes';
import { reportRoute, reportsHomeRoute } from './features/reports/routes';

/**
 * The remote's one exposed module (`mfe_bookings/App`). The host gives router, query cache and antd context;
 * this only names the screen of each of the area's registry routes (shared/src/navigation), relative to
 * `basename`. Each screen is its own chunk, so the host's first load and remoteEntry.js carry none of them (nor
 * the chart library the dashboard pulls in).
 */
const DashboardContainer = lazy(
  () => import(/* webpackChunkName: "dashboard" */ './features/dashboard/dashboard-container'),
);

const P = SCREEN_PATHS;

/** `basename`: where the host mounts the area, e.g. '/'; the routes below are relative to it. */
export default function App({ basename }: RemoteAppProps) {
  return (
    <RegistryRoutes
      remote="mfe_bookings"
      basename={basename}
      screens={{
        [P.dashboard]: (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <DashboardContainer />
          </Suspense>
        ),
        [P.orders]: ordersListRoute,
        [P.ordersDaywise]: daywiseRoute,
        // With and without a customer: the same screen, kept mounted when the id is dropped after a booking.
        [P.newBooking]: newBookingRoute,
        [P.newBookingFor]: newBookingRoute,
        [P.orderDetails]: orderDetailsRoute,
        [P.reports]: reportsHomeRoute,
        [P.reportType]: reportRoute,
        [P.report]: reportRoute,
      }}
    />
  );
}
