import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/** Each reports screen is its own chunk, loaded on first visit. */
const ReportsHomeContainer = lazy(
  () => import(/* webpackChunkName: "reports-home" */ './reports-home-container'),
);
const ReportContainer = lazy(() => import(/* webpackChunkName: "report" */ './report-container'));

const screen = (element: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{element}</Suspense>
);

/** The reports screens; `reports/:type` (no subtype) opens the report screen too, which answers 'Invalid URL'. */
export const reportsHomeRoute = screen(<ReportsHomeContainer />);
export const reportRoute = screen(<ReportContainer />);
