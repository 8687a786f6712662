import type { Permission } from '../auth/permissions';
import { findReport } from '../contracts/report-catalogue';
import { SCREEN_PATHS } from './screen-paths';

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
    basePaths: [SCREEN_PATHS.dashboard, SCREEN_PATHS.orders, SCREEN_PATHS.reports],
    menu: [
      {
        key: 'dashboard',
        label: 'Dashboard',
        path: SCREEN_PATHS.dashboard,
        permission: 'dashboard',
        icon: 'DashboardOutlined',
      },
      {
        key: 'orders',
        label: 'Bookings & Sales',
        path: SCREEN_PATHS.orders,
        permission: 'list_order',
        icon: 'ShoppingCartOutlined',
      },
      {
        key: 'orders-daywise',
        label: 'Booking Day Wise',
        path: SCREEN_PATHS.ordersDaywise,
        permission: 'daywise_order',
        icon: 'CalendarOutlined',
      },
      {
        key: 'reports',
        label: 'Reports',
        path: SCREEN_PATHS.reports,
        permission: 'reports',
        icon: 'FileExcelOutlined',
      },
    ],
    routes: [
      { path: SCREEN_PATHS.dashboard, title: 'Dashboard', permission: 'dashboard' },
      { path: SCREEN_PATHS.orders, title: 'Bookings & Sales', permission: 'list_order' },
      { path: SCREEN_PATHS.ordersDaywise, title: 'Booking Day Wise', permission: 'daywise_order' },
      { path: SCREEN_PATHS.newBooking, title: 'New Booking', permission: 'create_order' },
      { path: SCREEN_PATHS.newBookingFor, title: 'New Booking', permission: 'create_order' },
      { path: SCREEN_PATHS.orderDetails, title: 'Booking Details', permission: 'detail_order' },
      { path: SCREEN_PATHS.reports, title: 'Reports', permission: 'reports' },
      { path: SCREEN_PATHS.reportType, title: 'Report', permission: 'reports' },
      { path: SCREEN_PATHS.report, title: 'Report', permission: 'reports', titleOf: reportTitle },
    ],
  },
  {
    name: 'mfe_contracts_payments',
    basePaths: [SCREEN_PATHS.payments, SCREEN_PATHS.contracts],
    menu: [
      {
        key: 'payments',
        label: 'Payment Requests',
        path: SCREEN_PATHS.payments,
        permission: 'list_payment',
        icon: 'DollarOutlined',
      },
      {
        key: 'subscriptions',
        label: 'Contracts',
        path: SCREEN_PATHS.contracts,
        permission: 'list_customer_subscription',
        icon: 'FileProtectOutlined',
      },
      {
        key: 'subscriptions-master',
        label: 'Master Contracts',
        path: SCREEN_PATHS.plans,
        permission: 'list_master_subscription',
        icon: 'ProfileOutlined',
      },
    ],
    routes: [
      { path: SCREEN_PATHS.payments, title: 'Payment Requests', permission: 'list_payment' },
      { path: SCREEN_PATHS.newPayment, title: 'New Payment Request', permission: 'create_payment' },
      {
        path: SCREEN_PATHS.paymentDetails,
        title: 'Payment Request Details',
        permission: 'detail_payment',
      },
      { path: SCREEN_PATHS.contracts, title: 'Contracts', permission: 'list_customer_subscription' },
      { path: SCREEN_PATHS.newContract, title: 'New Contract', permission: 'create_customer_subscription' },
      {
        path: SCREEN_PATHS.contractDetails,
        title: 'Contract Details',
        permission: 'detail_customer_subscription',
      },
      { path: SCREEN_PATHS.plans, title: 'Master Contracts', permission: 'list_master_subscription' },
      {
        path: SCREEN_PATHS.newPlan,
        title: 'New Master Contract',
        permission: 'create_master_subscription',
      },
      {
        path: SCREEN_PATHS.editPlan,
        title: 'Edit Master Contract',
        permission: 'edit_master_subscription',
      },
      {
        path: SCREEN_PATHS.planDetails,
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
    basePaths: [SCREEN_PATHS.customers, '/blog', SCREEN_PATHS.pushNotifications],
    menu: [
      {
        key: 'customers',
        label: 'Customers',
        path: SCREEN_PATHS.customers,
        permission: 'list_customer',
        icon: 'TeamOutlined',
      },
      {
        key: 'customer-groups',
        label: 'Customer Groups',
        path: SCREEN_PATHS.customerGroups,
        permission: 'list_customer_group',
        icon: 'GroupOutlined',
      },
      {
        key: 'abandoned-carts',
        label: 'Abandoned Carts',
        path: SCREEN_PATHS.abandonedCarts,
        permission: 'list_abandoned_cart',
        icon: 'ShoppingOutlined',
      },
      {
        key: 'blog',
        label: 'Blog Posts',
        path: SCREEN_PATHS.blogPosts,
        permission: 'list_blog',
        icon: 'ReadOutlined',
      },
      {
        key: 'push-notifications',
        label: 'Push Notifications',
        path: SCREEN_PATHS.pushNotifications,
        permission: 'list_push_notification',
        icon: 'NotificationOutlined',
      },
    ],
    routes: [
      { path: SCREEN_PATHS.customers, title: 'Customers', permission: 'list_customer' },
      { path: SCREEN_PATHS.newCustomer, title: 'New Customer', permission: 'create_customer' },
      { path: SCREEN_PATHS.editCustomer, title: 'Edit Customer', permission: 'edit_customer' },
      { path: SCREEN_PATHS.customerDetails, title: 'Customer Details', permission: 'detail_customer' },
      { path: SCREEN_PATHS.customerGroups, title: 'Customer Groups', permission: 'list_customer_group' },
      {
        path: SCREEN_PATHS.newCustomerGroup,
        title: 'New Customer Group',
        permission: 'create_customer_group',
      },
      {
        path: SCREEN_PATHS.editCustomerGroup,
        title: 'Edit Customer Group',
        permission: 'edit_customer_group',
      },
      {
        path: SCREEN_PATHS.customerGroupDetails,
        title: 'Customer Group Details',
        permission: 'detail_customer_group',
      },
      { path: SCREEN_PATHS.abandonedCarts, title: 'Abandoned Carts', permission: 'list_abandoned_cart' },
      { path: SCREEN_PATHS.blogPosts, title: 'Blog Posts', permission: 'list_blog' },
      { path: SCREEN_PATHS.newBlogPost, title: 'New Post', permission: 'create_blog' },
      { path: SCREEN_PATHS.blogPost, title: 'Post Details', permission: 'detail_blog' },
      { path: SCREEN_PATHS.editBlogPost, title: 'Edit Post', permission: 'edit_blog' },
      {
        path: SCREEN_PATHS.pushNotifications,
        title: 'Push Notifications',
        permission: 'list_push_notification',
      },
      {
        path: SCREEN_PATHS.newPushNotification,
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
