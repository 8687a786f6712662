import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES as M,
  CONTRACT_SYNC_MESSAGES as S,
  SYNC_FAILED_TITLE,
  SYNC_NOT_CONFIGURED_MESSAGE,
  SYNC_NOT_CONFIGURED_TITLE,
  SyncContractBody,
  SyncContractReply,
  syncContractOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptions, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { conflict, HttpError, notFound } from '../../http/errors';
import { FieldServiceError, httpFieldService, type FieldServiceAdapter } from '../orders/field-service';
import { contractDetails } from './contract-details-view';
import { recordSyncAttempt } from './contract-sync-log';

export interface SyncContractOptions {
  /** Tests may pass an adapter; otherwise the bookings' one from the app config (FIELD_SERVICE_URL / _TOKEN). */
  fieldService?: FieldServiceAdapter | null;
}

/**
 * PUT store/customer_subscription/sync {customer_subscription_id}: sends the contract to the field-service system
 * bookings sync with and keeps its id in zuper_contract_uid. Every attempt is logged, also the refused ones, so
 * the details show what happened; the log rows of a refusal are written outside any transaction the refusal
 * would roll back. Storing the uid does not bump the version: it is not an edit staff make, so it must not make
 * someone's open edit stale.
 */
export default async function syncContractRoutes(app: FastifyInstance, options: SyncContractOptions) {
  const configured = app.config.fieldService;
  const adapter =
    options.fieldService !== undefined
      ? options.fieldService
      : configured && httpFieldService(configured.url, configured.token);
  defineRoute(app, {
    operation: syncContractOperation,
    errors: ['NOT_FOUND', 'NOT_CONFIGURED', 'PROVIDER_FAILED'],
    permission: 'edit_customer_subscription',
    schema: {
      summary: 'Send a customer contract to the field-service system',
      description:
        'Without FIELD_SERVICE_URL and FIELD_SERVICE_TOKEN: 409 NOT_CONFIGURED, logged, nothing else changes. ' +
        'Otherwise the contract is POSTed to `<url>/contracts` and the returned contract_uid kept in ' +
        'zuper_contract_uid; a failure of the external system answers 502 PROVIDER_FAILED with its words. ' +
        'Every attempt is kept in the sync log (the details show the newest 20).',
      tags: ['contracts'],
      body: SyncContractBody,
      response: { 200: SyncContractReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const id = request.body.customer_subscription_id;
      const [found] = await app.db
        .select({ s: customerSubscriptions, c: customers })
        .from(customerSubscriptions)
        .innerJoin(customers, eq(customers.id, customerSubscriptions.customerId))
        .where(and(eq(customerSubscriptions.storeId, storeId), eq(customerSubscriptions.id, id)))
        .limit(1);
      if (!found) throw notFound(M.notFound, M.notFoundTitle);
      const attempt = { storeId, contractId: id, employeeId };

      if (!adapter) {
        await recordSyncAttempt(app.db, {
          ...attempt,
          result: 'NOT_CONFIGURED',
          message: SYNC_NOT_CONFIGURED_MESSAGE,
        });
        throw conflict(SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE, 'NOT_CONFIGURED');
      }
      let uid: string;
      try {
        uid = await adapter.pushContract(await contractDetails(app.db, found.s, found.c));
      } catch (error) {
        const message = error instanceof FieldServiceError ? error.message : 'The sync failed unexpectedly.';
        await recordSyncAttempt(app.db, { ...attempt, result: 'FAILED', message });
        if (error instanceof FieldServiceError)
          throw new HttpError(502, message, SYNC_FAILED_TITLE, undefined, 'PROVIDER_FAILED');
        throw error;
      }

      const sync = await app.db.transaction(async (tx) => {
        await tx
          .update(customerSubscriptions)
          .set({ zuperContractUid: uid, updatedAt: new Date() })
          .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.storeId, storeId)));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: id,
          action: 'sync',
          before: { zuperContractUid: found.s.zuperContractUid },
          after: { zuperContractUid: uid },
        });
        return recordSyncAttempt(tx, { ...attempt, result: 'SYNCED', externalId: uid, message: S.synced });
      });
      return { message: S.synced, title: S.syncedTitle, data: { _id: id, zuper_contract_uid: uid, sync } };
    },
  });
}
