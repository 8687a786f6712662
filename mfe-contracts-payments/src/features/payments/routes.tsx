import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the payment request screens, each its own chunk. */
const PaymentsListContainer = lazy(
  () => import(/* webpackChunkName: "payments-list" */ './payments-list-container'),
);
const NewPaymentContainer = lazy(
  () => import(/* webpackChunkName: "payments-new" */ './new-payment-container'),
);
const PaymentDetailsContainer = lazy(
  () => import(/* webpackChunkName: "payments-details" */ './payment-details-container'),
);

const fallback = <Skeleton active paragraph={{ rows: 8 }} />;

export const paymentsListRoute = (
  <Suspense fallback={fallback}>
    <PaymentsListContainer />
  </Suspense>
);
export const newPaymentRoute = (
  <Suspense fallback={fallback}>
    <NewPaymentContainer />
  </Suspense>
);
export const paymentDetailsRoute = (
  <Suspense fallback={fallback}>
    <PaymentDetailsContainer />
  </Suspense>
);
