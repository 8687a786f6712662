import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route element of /orders/daywise/view; the screen is its own chunk. */
const DaywiseContainer = lazy(() => import(/* webpackChunkName: "daywise" */ './daywise-container'));

export const daywiseRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
    <DaywiseContainer />
  </Suspense>
);
