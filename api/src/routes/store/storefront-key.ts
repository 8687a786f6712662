import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Permission, Role } from '@storedesk/shared/auth/permissions';
import { hasPermission } from '@storedesk/shared/auth/permissions';
import type { StoreMetaConfigEntry } from '../../db/schema';

/**
 * The store's storefront key: the secret its website and apps send (x-storefront-key) to record a customer's cart
 * (PUT storefront/cart). Kept as the store setting `storefront_api_key`; only who may change store settings (ADMIN)
 * sees it, and they can rotate it.
 */
export const STOREFRONT_KEY_META = 'storefront_api_key';
export const STOREFRONT_KEY_PERMISSION: Permission = 'settings_store';

/** 256 random bits, base64url: made for each store when it is created and at every rotation. */
export const newStorefrontKey = () => randomBytes(32).toString('base64url');

export const storefrontKeySetting = (key: string): StoreMetaConfigEntry => ({
  meta_config_name: STOREFRONT_KEY_META,
  meta_config_value: key,
});

export const storefrontKeyOf = (meta: StoreMetaConfigEntry[]) =>
  meta.find((entry) => entry.meta_config_name === STOREFRONT_KEY_META)?.meta_config_value;

/** The store settings as `role` may see them: without the key unless the role manages store settings. */
export const settingsVisibleTo = (role: Role, meta: StoreMetaConfigEntry[]) =>
  hasPermission(role, STOREFRONT_KEY_PERMISSION)
    ? meta
    : meta.filter((entry) => entry.meta_config_name !== STOREFRONT_KEY_META);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, whatever the lengths: both sides are hashed to 32 bytes first. */
export function isStorefrontKey(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
