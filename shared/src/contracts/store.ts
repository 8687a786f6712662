import { Type, type Static } from 'typebox';
import { Id } from './common';

export const StoreMetaConfig = Type.Object({
  meta_config_name: Type.String(),
  meta_config_value: Type.String(),
});

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
