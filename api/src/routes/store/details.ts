import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { StoreDetailsReply, getStoreDetailsOperation } from '@storedesk/shared/contracts';
import { stores } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { settingsVisibleTo } from './storefront-key';

export default async function storeDetailsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getStoreDetailsOperation,
    errors: ['NOT_FOUND'],
    permission: 'view_store',
    schema: {
      summary: "The token's store",
      description: 'The storefront_api_key setting is shown only to roles that may change store settings.',
      tags: ['store'],
      response: { 200: StoreDetailsReply },
    },
    handler: async (request) => {
      const [store] = await app.db.select().from(stores).where(eq(stores.id, request.auth.storeId)).limit(1);
      if (!store) throw notFound('Store not found', 'Store');
      return {
        data: {
          _id: store.id,
          name: store.name,
          country_code: store.countryCode,
          currency: store.currency,
          store_timezone: store.storeTimezone,
          store_meta_config: settingsVisibleTo(request.auth.role, store.storeMetaConfig),
          inventory_settings: store.inventorySettings,
          field_service: app.config.fieldService !== null,
        },
      };
    },
  });
}
