import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the bookings screens; each screen is its own chunk. */
const OrdersListContainer = lazy(() => import(/* webpackChunkName: "orders" */ './orders-list-container'));
const OrderDetailsContainer = lazy(
  () => import(/* webpackChunkName: "order-details" */ './details/order-details-container'),
);

const fallback = <Skeleton active paragraph={{ rows: 8 }} />;

export const ordersListRoute = (
  <Suspense fallback={fallback}>
    <OrdersListContainer />
  </Suspense>
);

export const orderDetailsRoute = (
  <Suspense fallback={fallback}>
    <OrderDetailsContainer />
  </Suspense>
);
