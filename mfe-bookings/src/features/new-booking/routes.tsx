import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

const NewBookingContainer = lazy(
  () => import(/* webpackChunkName: "new-booking" */ './new-booking-container'),
);

/** /orders/new/:id? as its own chunk. */
export const newBookingRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
    <NewBookingContainer />
  </Suspense>
);
