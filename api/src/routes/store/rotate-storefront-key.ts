import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { StorefrontKeyReply, rotateStorefrontKeyOperation } from '@storedesk/shared/contracts';
import { stores } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { newStorefrontKey, STOREFRONT_KEY_META, STOREFRONT_KEY_PERMISSION } from './storefront-key';

/**
 * POST store/storefront_key/rotate: a new random key for the token's store; the old one stops working at once.
 * The settings list is rewritten in one statement (every other entry kept in its order), so a settings save at the
 * same moment cannot bring the old key back.
 */
export default async function rotateStorefrontKeyRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: rotateStorefrontKeyOperation,
    errors: ['NOT_FOUND'],
    permission: STOREFRONT_KEY_PERMISSION,
    schema: {
      summary: "Replace the store's storefront key with a new random one",
      description:
        'Answers the new key; storefront apps must be given it, the old key is refused from now on.',
      tags: ['store'],
      response: { 200: StorefrontKeyReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const key = newStorefrontKey();
      const entry = JSON.stringify({ meta_config_name: STOREFRONT_KEY_META, meta_config_value: key });
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(stores)
          .set({
            storeMetaConfig: sql`(
              SELECT coalesce(jsonb_agg(setting ORDER BY position), '[]'::jsonb)
              FROM jsonb_array_elements(${stores.storeMetaConfig}) WITH ORDINALITY AS kept(setting, position)
              WHERE setting->>'meta_config_name' IS DISTINCT FROM ${STOREFRONT_KEY_META}
            ) || jsonb_build_array(${entry}::jsonb)`,
            updatedAt: new Date(),
          })
          .where(eq(stores.id, storeId))
          .returning({ id: stores.id });
        if (!row) throw notFound('Store not found', 'Store');
        // The audit row says that the key changed, never what it is.
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store',
          entityId: storeId,
          action: 'rotate_storefront_key',
        });
      });
      return {
        message: 'A new storefront key is in use; the old one no longer works.',
        title: 'Storefront Key Changed',
        data: { storefront_api_key: key },
      };
    },
  });
}
