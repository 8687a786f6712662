import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@storedesk/shared';
import { customersListRoute } from './features/customers/routes';
import { customerFormRoute } from './features/customer-form/routes';
import { abandonedCartsRoute } from './features/abandoned-carts/routes';
import {
  customerGroupDetailRoute,
  customerGroupEditRoute,
  customerGroupNewRoute,
  customerGroupsListRoute,
} from './features/customer-groups/routes';
import { customerDetailRoute } from './features/customer-detail/routes';
import { blogDetailRoute, blogEditRoute, blogListRoute, blogNewRoute } from './features/blog/routes';
import { newPushRoute, pushHistoryRoute } from './features/push-notifications/routes';

/**
 * The remote's one exposed module (`mfe_customers_marketing/App`). The host gives router, query cache and antd
 * context; this only declares the area's routes, relative to `basename`. Each screen is its own chunk.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={basename}>
        <Route path="customers" element={customersListRoute} />
        <Route path="customers/groups" element={customerGroupsListRoute} />
        <Route path="customers/groups/new" element={customerGroupNewRoute} />
        <Route path="customers/groups/edit" element={customerGroupEditRoute} />
        <Route path="customers/groups/detail" element={customerGroupDetailRoute} />
        <Route path="customers/new" element={customerFormRoute} />
        <Route path="customers/edit" element={customerFormRoute} />
        <Route path="customers/detail" element={customerDetailRoute} />
        {/* Before any future customers/:x route, so this fixed path is never taken for a parameter. */}
        <Route path="customers/abandoned_carts" element={abandonedCartsRoute} />
        <Route path="blog/posts" element={blogListRoute} />
        <Route path="blog/posts/new" element={blogNewRoute} />
        <Route path="blog/posts/:post_id" element={blogDetailRoute} />
        <Route path="blog/posts/:post_id/edit" element={blogEditRoute} />
        <Route path="push-notification" element={pushHistoryRoute} />
        <Route path="push-notification/new" element={newPushRoute} />
      </Route>
    </Routes>
  );
}
