import { blogHandlers } from './blog';
import { customerGroupHandlers } from './customer-groups';
import { pushNotificationHandlers } from './push-notifications';

/** The marketing domain: blog posts, push notifications and customer groups. */
export const marketingHandlers = [...blogHandlers, ...pushNotificationHandlers, ...customerGroupHandlers];
