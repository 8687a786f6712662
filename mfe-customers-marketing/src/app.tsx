import { RegistryRoutes, SCREEN_PATHS, type RemoteAppProps } from '@storedesk/shared';
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

const P = SCREEN_PATHS;

/**
 * The remote's one exposed module (`mfe_customers_marketing/App`). The host gives router, query cache and antd
 * context; this only names the screen of each of the area's registry routes (shared/src/navigation), relative to
 * `basename`. Each screen is its own chunk.
 */
export default function App({ basename }: RemoteAppProps) {
  return (
    <RegistryRoutes
      remote="mfe_customers_marketing"
      basename={basename}
      screens={{
        [P.customers]: customersListRoute,
        [P.customerGroups]: customerGroupsListRoute,
        [P.newCustomerGroup]: customerGroupNewRoute,
        [P.editCustomerGroup]: customerGroupEditRoute,
        [P.customerGroupDetails]: customerGroupDetailRoute,
        [P.newCustomer]: customerFormRoute,
        [P.editCustomer]: customerFormRoute,
        [P.customerDetails]: customerDetailRoute,
        [P.abandonedCarts]: abandonedCartsRoute,
        [P.blogPosts]: blogListRoute,
        [P.newBlogPost]: blogNewRoute,
        [P.blogPost]: blogDetailRoute,
        [P.editBlogPost]: blogEditRoute,
        [P.pushNotifications]: pushHistoryRoute,
        [P.newPushNotification]: newPushRoute,
      }}
    />
  );
}
