/**
 * The one permission table (spec 1 §6, spec 2 §6, spec 3 §6). The API checks it on every route and the host
 * uses it for the route guard and the side menu, so a role sees exactly what the server lets it do.
 * Area issues add permissions here; nothing else decides who may do what.
 */
export const ROLES = ['ADMIN', 'SITEADMIN', 'CSC', 'FINANCE'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  // session-level: every signed-in employee
  'view_store',
  'upload_file',
  'read_lookups',
  'search_customer',
  'search_product',
  // dashboard and reports
  'dashboard',
  'reports',
  // bookings (orders)
  'list_order',
  'detail_order',
  'create_order',
  /** Add the customer and the address a new booking needs, within the new-booking screen. */
  'create_order_customer',
  'daywise_order',
  'update_order_status',
  'update_order_notes',
  'update_order_date',
  'update_order_payment_status',
  'update_order_address',
  'update_order_items',
  'update_order_tags',
  'sync_order',
  'delete_order',
  // customers, groups, carts
  'list_customer',
  'detail_customer',
  'create_customer',
  'edit_customer',
  'delete_customer',
  'update_customer_points',
  'list_customer_group',
  'detail_customer_group',
  'create_customer_group',
  'edit_customer_group',
  'delete_customer_group',
  'list_abandoned_cart',
  'delete_abandoned_cart',
  // catalogue
  'list_product',
  'detail_product',
  'create_product',
  'edit_product',
  'delete_product',
  'change_product_availability',
  'manage_category',
  'manage_collection',
  'list_tag',
  // contracts
  'list_customer_subscription',
  'detail_customer_subscription',
  'create_customer_subscription',
  'edit_customer_subscription',
  'edit_customer_subscription_summary',
  'edit_customer_subscription_payment',
  'list_master_subscription',
  'detail_master_subscription',
  'create_master_subscription',
  'edit_master_subscription',
  'update_master_subscription_status',
  // payments
  'list_payment',
  'detail_payment',
  'create_payment',
  'update_payment_status',
  'delete_payment',
  // marketing
  'list_blog',
  'detail_blog',
  'create_blog',
  'edit_blog',
  'delete_blog',
  'list_push_notification',
  'create_push_notification',
  'cancel_push_notification',
  'delete_push_notification',
  // settings (ADMIN only)
  'settings_store',
  'settings_mobile',
  'settings_order_status',
  'settings_tax',
  'settings_discount',
  'settings_delivery_slot',
  'settings_delivery_type',
  'settings_employee',
  'settings_points',
  'settings_store_location',
  'settings_notification',
  'settings_pages',
  'settings_custom_code',
  'settings_slider',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: Permission[] = [
  'view_store',
  'upload_file',
  'read_lookups',
  'search_customer',
  'search_product',
  'dashboard',
];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  ADMIN: new Set(PERMISSIONS),
  SITEADMIN: new Set<Permission>([
    ...EVERYONE,
    'list_order',
    'detail_order',
    'create_order',
    'create_order_customer',
    'daywise_order',
    'update_order_status',
    'update_order_notes',
    'update_order_date',
    'update_order_payment_status',
    'update_order_address',
    'sync_order',
    'list_product',
    'change_product_availability',
    'reports',
    'list_tag',
    'list_customer_subscription',
    'create_customer_subscription',
    'list_master_subscription',
    'create_master_subscription',
    'list_abandoned_cart',
    'delete_abandoned_cart',
    'list_blog',
    'detail_blog',
    'create_blog',
    'edit_blog',
    'delete_blog',
    'list_payment',
    'create_payment',
    'detail_payment',
  ]),
  CSC: new Set<Permission>([
    ...EVERYONE,
    'list_order',
    'detail_order',
    'create_order',
    'create_order_customer',
    'daywise_order',
    'update_order_status',
    'update_order_notes',
    'update_order_date',
    'update_order_payment_status',
    'update_order_address',
    'update_order_items',
    'update_order_tags',
    'sync_order',
    'list_customer',
    'detail_customer',
    'create_customer',
    'edit_customer',
    'list_product',
    'change_product_availability',
    'list_customer_subscription',
    'create_customer_subscription',
    'detail_customer_subscription',
    'list_master_subscription',
    'list_abandoned_cart',
    'delete_abandoned_cart',
  ]),
  FINANCE: new Set<Permission>([
    ...EVERYONE,
    'list_customer',
    'detail_customer',
    'list_order',
    'detail_order',
    'update_order_notes',
    'update_order_payment_status',
    'list_customer_subscription',
    'detail_customer_subscription',
    'edit_customer_subscription_summary',
    'edit_customer_subscription_payment',
    'list_payment',
    'create_payment',
    'detail_payment',
    'delete_payment',
    'update_payment_status',
    'reports',
  ]),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasPermission(role: string | undefined | null, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].has(permission);
}

/** A route or action open to holders of any one of several permissions (e.g. create_customer or create_order_customer). */
export function hasAnyPermission(
  role: string | undefined | null,
  permissions: Permission | readonly Permission[],
): boolean {
  return (typeof permissions === 'string' ? [permissions] : permissions).some((p) => hasPermission(role, p));
}
