import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the customer group screens; the list, the form and the detail are each their own chunk. */
const ListContainer = lazy(
  () => import(/* webpackChunkName: "customer-groups" */ './customer-groups-list-container'),
);
const FormContainer = lazy(
  () => import(/* webpackChunkName: "customer-group-form" */ './customer-group-form-container'),
);
const DetailContainer = lazy(
  () => import(/* webpackChunkName: "customer-group-detail" */ './customer-group-detail-container'),
);

const suspended = (screen: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{screen}</Suspense>
);

export const customerGroupsListRoute = suspended(<ListContainer />);
export const customerGroupNewRoute = suspended(<FormContainer />);
export const customerGroupEditRoute = suspended(<FormContainer />);
export const customerGroupDetailRoute = suspended(<DetailContainer />);
