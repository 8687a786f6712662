import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Skeleton } from 'antd';

/** Each reports screen is its own chunk, loaded on first visit. */
const ReportsHomeContainer = lazy(
  () => import(/* webpackChunkName: "reports-home" */ './reports-home-container'),
);
const ReportContainer = lazy(() => import(/* webpackChunkName: "report" */ './report-container'));

const screen = (element: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{element}</Suspense>
);

/**
 * The reports routes, relative to the remote's basename: place `{reportsRoutes}` inside `<Route path={basename}>`.
 * `reports/:type` (no subtype) opens the report screen too, which answers 'Invalid URL'.
 */
export const reportsRoutes = (
  <Route path="reports">
    <Route index element={screen(<ReportsHomeContainer />)} />
    <Route path=":type" element={screen(<ReportContainer />)} />
    <Route path=":type/:subtype" element={screen(<ReportContainer />)} />
  </Route>
);
