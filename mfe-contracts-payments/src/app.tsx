import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@storedesk/shared';
import {
  planDetailRoute,
  planEditRoute,
  planListRoute,
  planNewRoute,
} from './features/master-contracts/routes';
import { newPaymentRoute, paymentDetailsRoute, paymentsListRoute } from './features/payments/routes';

/**
 * The remote's one exposed module (`mfe_contracts_payments/App`): payment requests (/payments...), customer contracts
 * and master contracts (/subscriptions...). The host gives router, query cache and antd context; this only declares
 * the area's routes, relative to `basename` (shared/src/navigation/registry.ts lists them with their permissions).
 * Each screen is its own chunk.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename}>
        <Route path="payments" element={paymentsListRoute} />
        <Route path="payments/new" element={newPaymentRoute} />
        <Route path="payments/:payment_request_id/details" element={paymentDetailsRoute} />
        <Route path="subscriptions/master" element={planListRoute} />
        <Route path="subscriptions/master/new" element={planNewRoute} />
        <Route path="subscriptions/master/edit" element={planEditRoute} />
        <Route path="subscriptions/master/details" element={planDetailRoute} />
      </Route>
    </Routes>
  );
}
