import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route element of the abandoned carts screen, its own chunk. */
const AbandonedCartsContainer = lazy(
  () => import(/* webpackChunkName: "abandoned-carts" */ './abandoned-carts-container'),
);

export const abandonedCartsRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
    <AbandonedCartsContainer />
  </Suspense>
);
