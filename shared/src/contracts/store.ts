import { Type, type Static } from 'typebox';
import { Id } from './common';

export const StoreMetaConfig = Type.Object({
  meta_config_name: Type.String(),
  meta_config_value: Type.String(),
});

/**
 * GET store/details (view_store) -> StoreDetailsReply. store_meta_config holds the store's settings; its
 * `storefront_api_key` entry (the secret the storefront apps send to PUT storefront/cart) is left out unless the
 * caller may change store settings (settings_store: ADMIN).
 * POST store/storefront_key/rotate (settings_store) -> StorefrontKeyReply: a new random key replaces the old one,
 * which stops working at once.
 */
export const Store = Type.Object({
  _id: Id,
  name: Type.String(),
  country_code: Type.String(),
  currency: Type.String(),
  store_timezone: Type.String(),
  store_meta_config: Type.Array(StoreMetaConfig),
  inventory_settings: Type.Object({ allow_product_specific_slots: Type.Boolean() }),
});
export type Store = Static<typeof Store>;

export const StoreDetailsReply = Type.Object({ data: Store });
export type StoreDetailsReply = Static<typeof StoreDetailsReply>;

export const StorefrontKeyReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({ storefront_api_key: Type.String() }),
});
export type StorefrontKeyReply = Static<typeof StorefrontKeyReply>;
