import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the customer screens; each screen is its own chunk. */
const CustomersListContainer = lazy(
  () => import(/* webpackChunkName: "customers" */ './customers-list-container'),
);

export const customersListRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
    <CustomersListContainer />
  </Suspense>
);
