import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the customer contract screens, each its own chunk. */
const ContractsListContainer = lazy(
  () => import(/* webpackChunkName: "contracts-list" */ './contracts-list-container'),
);
const NewContractContainer = lazy(
  () => import(/* webpackChunkName: "contracts-new" */ './new/new-contract-container'),
);
const ContractDetailsContainer = lazy(
  () => import(/* webpackChunkName: "contracts-details" */ './contract-details-container'),
);

const fallback = <Skeleton active paragraph={{ rows: 8 }} />;

export const contractsListRoute = (
  <Suspense fallback={fallback}>
    <ContractsListContainer />
  </Suspense>
);
export const newContractRoute = (
  <Suspense fallback={fallback}>
    <NewContractContainer />
  </Suspense>
);
export const contractDetailsRoute = (
  <Suspense fallback={fallback}>
    <ContractDetailsContainer />
  </Suspense>
);
