import { RegistryRoutes, SCREEN_PATHS, type RemoteAppProps } from '@storedesk/shared';
import { contractDetailsRoute, contractsListRoute, newContractRoute } from './features/contracts/routes';
import {
  planDetailRoute,
  planEditRoute,
  planListRoute,
  planNewRoute,
} from './features/master-contracts/routes';
import { newPaymentRoute, paymentDetailsRoute, paymentsListRoute } from './features/payments/routes';

const P = SCREEN_PATHS;

/**
 * The remote's one exposed module (`mfe_contracts_payments/App`): payment requests (/payments...), customer contracts
 * and master contracts (/subscriptions...). The host gives router, query cache and antd context; this only names the
 * screen of each of the area's registry routes (shared/src/navigation), relative to `basename`. Each screen is its
 * own chunk.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <RegistryRoutes
      remote="mfe_contracts_payments"
      basename={basename}
      screens={{
        [P.payments]: paymentsListRoute,
        [P.newPayment]: newPaymentRoute,
        [P.paymentDetails]: paymentDetailsRoute,
        [P.contracts]: contractsListRoute,
        [P.newContract]: newContractRoute,
        [P.contractDetails]: contractDetailsRoute,
        [P.plans]: planListRoute,
        [P.newPlan]: planNewRoute,
        [P.editPlan]: planEditRoute,
        [P.planDetails]: planDetailRoute,
      }}
    />
  );
}
