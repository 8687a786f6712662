import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the push notification screens, each its own chunk. */
const PushHistoryContainer = lazy(
  () => import(/* webpackChunkName: "push-history" */ './push-history-container'),
);
const NewPushContainer = lazy(() => import(/* webpackChunkName: "push-new" */ './new-push-container'));

const fallback = <Skeleton active paragraph={{ rows: 8 }} />;

export const pushHistoryRoute = (
  <Suspense fallback={fallback}>
    <PushHistoryContainer />
  </Suspense>
);

export const newPushRoute = (
  <Suspense fallback={fallback}>
    <NewPushContainer />
  </Suspense>
);
