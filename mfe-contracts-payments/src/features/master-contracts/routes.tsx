import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the master contract screens; each screen is its own chunk (the editor is one more). */
const PlanList = lazy(() => import(/* webpackChunkName: "plan-list" */ './plan-list-container'));
const PlanNew = lazy(() => import(/* webpackChunkName: "plan-new" */ './plan-new-container'));
const PlanEdit = lazy(() => import(/* webpackChunkName: "plan-edit" */ './plan-edit-container'));
const PlanDetail = lazy(() => import(/* webpackChunkName: "plan-detail" */ './plan-detail-container'));

const screen = (element: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{element}</Suspense>
);

export const planListRoute = screen(<PlanList />);
export const planNewRoute = screen(<PlanNew />);
export const planEditRoute = screen(<PlanEdit />);
export const planDetailRoute = screen(<PlanDetail />);
