import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@storedesk/shared';
import { customersListRoute } from './features/customers/routes';
import { abandonedCartsRoute } from './features/abandoned-carts/routes';

/**
 * The remote's one exposed module (`mfe_customers_marketing/App`). The host gives router, query cache and antd
 * context; this only declares the area's routes, relative to `basename`. Each screen is its own chunk.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename}>
        <Route path="customers" element={customersListRoute} />
        {/* Before any future customers/:x route, so this fixed path is never taken for a parameter. */}
        <Route path="customers/abandoned_carts" element={abandonedCartsRoute} />
      </Route>
    </Routes>
  );
}
