import type { Permission } from '../auth/permissions';
import { findReport } from '../contracts/report-catalogue';

/**
 * The remote registry: which remote owns which routes, the side-menu items and the permission each needs.
 * The host builds its menu and guard from this without loading any remote; a deployment's remotes.json decides
 * which of these remotes exist at all.
 */
export type RemoteName =
  'mfe_bookings' | 'mfe_contracts_payments' | 'mfe_catalogue' | 'mfe_settings' | 'mfe_customers_marketing';

export interface RouteEntry {
  /** react-router pattern, absolute (e.g. '/orders/:id'). */
  path: string;
  title: string;
  permission: Permission;
  /** A title from the path's parameters (a report's name), when the route has one; `title` otherwise. */
  titleOf?: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

/** The report's name for /reports/:type/:subtype (any case, as the screen reads it). */
const reportTitle = ({ type, subtype }: Readonly<Record<string, string | undefined>>) =>
  type && subtype ? findReport(type.toLowerCase(), subtype.toLowerCase())?.title : undefined;

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  permission: Permission;
  /** Ant Design icon name from @ant-design/icons, resolved by the host. */
  icon: string;
}

export interface RemoteEntry {
  name: RemoteName;
  /** Paths this remote mounts under; the first is its basename. */
  basePaths: string[];
  menu: MenuItem[];
  routes: RouteEntry[];
}

export const REMOTES: RemoteEntry[] = [
  {
    name: 'mfe_bookings',
    basePaths: ['/dashboard', '/orders', '/reports'],
    menu: [
      {
        key: 'dashboard',
        label: 'Dashboard',
        path: '/dashboard',
        permission: 'dashboard',
        icon: 'DashboardOutlined',
      },
      {
        key: 'orders',
        label: 'Bookings & Sales',
        path: '/orders',
        permission: 'list_order',
        icon: 'ShoppingCartOutlined',
      },
      {
        key: 'orders-daywise',
        label: 'Booking Day Wise',
        path: '/orders/daywise/view',
        permission: 'daywise_order',
        icon: 'CalendarOutlined',
      },
      {
        key: 'reports',
        label: 'Reports',
        path: '/reports',
        permission: 'reports',
        icon: 'FileExcelOutlined',
      },
    ],
    routes: [
      { path: '/dashboard', title: 'Dashboard', permission: 'dashboard' },
      { path: '/orders', title: 'Bookings & Sales', permission: 'list_order' },
      { path: '/orders/daywise/view', title: 'Booking Day Wise', permission: 'daywise_order' },
      { path: '/orders/new', title: 'New Booking', permission: 'create_order' },
      { path: '/orders/new/:id', title: 'New Booking', permission: 'create_order' },
      { path: '/orders/:id', title: 'Booking Details', permission: 'detail_order' },
      { path: '/reports', title: 'Reports', permission: 'reports' },
      { path: '/reports/:type', title: 'Report', permission: 'reports' },
      { path: '/reports/:type/:subtype', title: 'Report', permission: 'reports', titleOf: reportTitle },
    ],
  },
  {
    name: 'mfe_contracts_payments',
    basePaths: ['/payments', '/subscriptions'],
    menu: [
      {
        key: 'payments',
        label: 'Payment Requests',
        path: '/payments',
        permission: 'list_payment',
        icon: 'DollarOutlined',
      },
      {
        key: 'subscriptions',
        label: 'Contracts',
        path: '/subscriptions',
        permission: 'list_customer_subscription',
        icon: 'FileProtectOutlined',
      },
      {
        key: 'subscriptions-master',
        label: 'Master Contracts',
        path: '/subscriptions/master',
        permission: 'list_master_subscription',
        icon: 'ProfileOutlined',
      },
    ],
    routes: [
      { path: '/payments', title: 'Payment Requests', permission: 'list_payment' },
      { path: '/payments/new', title: 'New Payment Request', permission: 'create_payment' },
      {
        path: '/payments/:payment_request_id/details',
        title: 'Payment Request Details',
        permission: 'detail_payment',
      },
      { path: '/subscriptions', title: 'Contracts', permission: 'list_customer_subscription' },
      { path: '/subscriptions/new', title: 'New Contract', permission: 'create_customer_subscription' },
      {
        path: '/subscriptions/details',
        title: 'Contract Details',
        permission: 'detail_customer_subscription',
      },
      { path: '/subscriptions/master', title: 'Master Contracts', permission: 'list_master_subscription' },
      {
        path: '/subscriptions/master/new',
        title: 'New Master Contract',
        permission: 'create_master_subscription',
      },
      {
        path: '/subscriptions/master/edit',
        title: 'Edit Master Contract',
        permission: 'edit_master_subscription',
      },
      {
        path: '/subscriptions/master/details',
        title: 'Master Contract Details',
        permission: 'detail_master_subscription',
      },
    ],
  },
  {
    name: 'mfe_catalogue',
    basePaths: ['/products', '/categories'],
    menu: [
      {
        key: 'products',
        label: 'All Services',
        path: '/products',
        permission: 'list_product',
        icon: 'AppstoreOutlined',
      },
      {
        key: 'categories',
        label: 'Categories',
        path: '/categories',
        permission: 'manage_category',
        icon: 'TagsOutlined',
      },
      {
        key: 'collections',
        label: 'Collections',
        path: '/products/collections',
        permission: 'manage_collection',
        icon: 'GroupOutlined',
      },
    ],
    routes: [
      { path: '/products', title: 'All Services', permission: 'list_product' },
      { path: '/products/new', title: 'New Service', permission: 'create_product' },
      { path: '/products/detail', title: 'Service Details', permission: 'detail_product' },
      { path: '/products/edit', title: 'Edit Service', permission: 'edit_product' },
      { path: '/categories', title: 'Service Categories', permission: 'manage_category' },
      { path: '/products/collections', title: 'Collections', permission: 'manage_collection' },
      { path: '/products/collections/new', title: 'New Collection', permission: 'manage_collection' },
      { path: '/products/collections/edit', title: 'Edit Collection', permission: 'manage_collection' },
      { path: '/products/collections/detail', title: 'Collection Details', permission: 'manage_collection' },
    ],
  },
  {
    name: 'mfe_customers_marketing',
    basePaths: ['/customers', '/blog', '/push-notification'],
    menu: [
      {
        key: 'customers',
        label: 'Customers',
        path: '/customers',
        permission: 'list_customer',
        icon: 'TeamOutlined',
      },
      {
        key: 'customer-groups',
        label: 'Customer Groups',
        path: '/customers/groups',
        permission: 'list_customer_group',
        icon: 'GroupOutlined',
      },
      {
        key: 'abandoned-carts',
        label: 'Abandoned Carts',
        path: '/customers/abandoned_carts',
        permission: 'list_abandoned_cart',
        icon: 'ShoppingOutlined',
      },
      {
        key: 'blog',
        label: 'Blog Posts',
        path: '/blog/posts',
        permission: 'list_blog',
        icon: 'ReadOutlined',
      },
      {
        key: 'push-notifications',
        label: 'Push Notifications',
        path: '/push-notification',
        permission: 'list_push_notification',
        icon: 'NotificationOutlined',
      },
    ],
    routes: [
      { path: '/customers', title: 'Customers', permission: 'list_customer' },
      { path: '/customers/new', title: 'New Customer', permission: 'create_customer' },
      { path: '/customers/edit', title: 'Edit Customer', permission: 'edit_customer' },
      { path: '/customers/detail', title: 'Customer Details', permission: 'detail_customer' },
      { path: '/customers/groups', title: 'Customer Groups', permission: 'list_customer_group' },
      { path: '/customers/groups/new', title: 'New Customer Group', permission: 'create_customer_group' },
      { path: '/customers/groups/edit', title: 'Edit Customer Group', permission: 'edit_customer_group' },
      {
        path: '/customers/groups/detail',
        title: 'Customer Group Details',
        permission: 'detail_customer_group',
      },
      { path: '/customers/abandoned_carts', title: 'Abandoned Carts', permission: 'list_abandoned_cart' },
      { path: '/blog/posts', title: 'Blog Posts', permission: 'list_blog' },
      { path: '/blog/posts/new', title: 'New Post', permission: 'create_blog' },
      { path: '/blog/posts/:post_id', title: 'Post Details', permission: 'detail_blog' },
      { path: '/blog/posts/:post_id/edit', title: 'Edit Post', permission: 'edit_blog' },
      { path: '/push-notification', title: 'Push Notifications', permission: 'list_push_notification' },
      {
        path: '/push-notification/new',
        title: 'New Push Notification',
        permission: 'create_push_notification',
      },
    ],
  },
  {
    name: 'mfe_settings',
    basePaths: ['/settings'],
    menu: [
      {
        key: 'settings',
        label: 'Settings',
        path: '/settings/store',
        permission: 'settings_store',
        icon: 'SettingOutlined',
      },
    ],
    routes: [
      { path: '/settings/store', title: 'Store Settings', permission: 'settings_store' },
      { path: '/settings/mobile', title: 'Mobile Customers', permission: 'settings_mobile' },
      {
        path: '/settings/store_order_status',
        title: 'Booking Statuses',
        permission: 'settings_order_status',
      },
      { path: '/settings/tax', title: 'Taxes', permission: 'settings_tax' },
      { path: '/settings/discount', title: 'Discounts', permission: 'settings_discount' },
      { path: '/settings/delivery_slot', title: 'Delivery Slots', permission: 'settings_delivery_slot' },
      { path: '/settings/employee_settings', title: 'Employees', permission: 'settings_employee' },
      { path: '/settings/employee_settings/new', title: 'New Employee', permission: 'settings_employee' },
      {
        path: '/settings/employee_settings/detail',
        title: 'Employee Details',
        permission: 'settings_employee',
      },
      { path: '/settings/employee_settings/edit', title: 'Edit Employee', permission: 'settings_employee' },
      { path: '/settings/points', title: 'Points', permission: 'settings_points' },
      { path: '/settings/store_location', title: 'Store Locations', permission: 'settings_store_location' },
      { path: '/settings/notification', title: 'Notifications', permission: 'settings_notification' },
      { path: '/settings/slider', title: 'Sliders', permission: 'settings_slider' },
      { path: '/settings/add_slider', title: 'Add Slider', permission: 'settings_slider' },
      { path: '/settings/edit_slider', title: 'Edit Slider', permission: 'settings_slider' },
      { path: '/settings/pages', title: 'Pages', permission: 'settings_pages' },
      { path: '/settings/pages/new', title: 'New Page', permission: 'settings_pages' },
      { path: '/settings/pages/edit', title: 'Edit Page', permission: 'settings_pages' },
      { path: '/settings/pages/detail', title: 'Page Details', permission: 'settings_pages' },
      { path: '/settings/delivery_type', title: 'Booking Type', permission: 'settings_delivery_type' },
      {
        path: '/settings/delivery_type/edit',
        title: 'Edit Booking Type',
        permission: 'settings_delivery_type',
      },
      { path: '/settings/custom_code', title: 'Custom CSS / JS', permission: 'settings_custom_code' },
    ],
  },
];

export function remoteByName(name: string): RemoteEntry | undefined {
  return REMOTES.find((remote) => remote.name === name);
}
