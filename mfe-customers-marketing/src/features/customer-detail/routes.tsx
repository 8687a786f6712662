import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route element of the customer detail screen, its own chunk. */
const CustomerDetailContainer = lazy(
  () => import(/* webpackChunkName: "customer-detail" */ './customer-detail-container'),
);

export const customerDetailRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
    <CustomerDetailContainer />
  </Suspense>
);
