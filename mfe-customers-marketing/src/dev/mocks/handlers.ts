import { abandonedCartHandlers } from './abandoned-cart-handlers';
import { blogHandlers } from './blog-handlers';
import { customerDetailHandlers } from './customer-detail-handlers';
import { customerFormHandlers } from './customer-form-handlers';
import { customerGroupHandlers } from './customer-group-handlers';
import { customerHandlers } from './customer-handlers';
import { customerSearchHandlers } from './customer-search-handlers';
import { pushNotificationHandlers } from './push-notification-handlers';
import { pushTargetHandlers } from './push-target-handlers';

/**
 * MSW mocks of every call mfe-customers-marketing makes, one file per domain, with the contracts' answer shapes
 * and the API's checks and texts, so every screen of the area runs on the standalone page.
 */
export const handlers = [
  ...customerHandlers,
  ...customerSearchHandlers,
  ...abandonedCartHandlers,
  // Before the detail handlers: answers GET customer for customers it wrote, passes the rest on.
  ...customerFormHandlers,
  // Before the push notification lookups: answers the lists asked with filter.customer_id, passes the rest on.
  ...customerDetailHandlers,
  ...blogHandlers,
  ...pushNotificationHandlers,
  ...pushTargetHandlers,
  ...customerGroupHandlers,
];
