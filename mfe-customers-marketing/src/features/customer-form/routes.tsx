import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** The customer create / edit screen, its own chunk (one screen for both paths: the query decides). */
const CustomerFormContainer = lazy(
  () => import(/* webpackChunkName: "customer-form" */ './customer-form-container'),
);

export const customerFormRoute = (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
    <CustomerFormContainer />
  </Suspense>
);
