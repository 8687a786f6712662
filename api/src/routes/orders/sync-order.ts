import type { FastifyInstance } from 'fastify';
import {
  OrderWriteReply,
  SYNC_FAILED_TITLE,
  SYNC_NOT_CONFIGURED_MESSAGE,
  SYNC_NOT_CONFIGURED_TITLE,
  SyncOrderBody,
  syncOrderOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, HttpError, notFound } from '../../http/errors';
import { bookingChanged, editBooking } from './edit-booking';
import { FieldServiceError, httpFieldService, type FieldServiceAdapter } from './field-service';
import { loadOrder } from './load-order';

export interface SyncOrderOptions {
  /** Tests may pass an adapter; otherwise it comes from the app config (FIELD_SERVICE_URL / _TOKEN). */
  fieldService?: FieldServiceAdapter | null;
}

export default async function syncOrderRoute(app: FastifyInstance, options: SyncOrderOptions) {
  const configured = app.config.fieldService;
  const adapter =
    options.fieldService !== undefined
      ? options.fieldService
      : configured && httpFieldService(configured.url, configured.token);
  defineRoute(app, {
    operation: syncOrderOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE', 'NOT_CONFIGURED', 'PROVIDER_FAILED'],
    permission: 'sync_order',
    schema: {
      summary: 'Send a booking to the field-service system',
      description:
        'Without FIELD_SERVICE_URL and FIELD_SERVICE_TOKEN configured: 409 "Sync Not Configured", nothing changes. ' +
        'Otherwise the booking is POSTed and the returned job uid stored in zuper_job_uid; a failure of the ' +
        'external system answers 502 and changes nothing. Allowed on completed bookings (it records an external ' +
        'id only). Stale `version` -> 409.',
      tags: ['orders'],
      body: SyncOrderBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version } = request.body;
      const { auth } = request;
      const order = await loadOrder(app.db, auth.storeId, _id);
      if (!order) throw notFound('Booking not found', 'Not Found');
      if (!adapter) throw conflict(SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE, 'NOT_CONFIGURED');
      if (order.version !== version) throw bookingChanged();
      let jobUid: string;
      try {
        jobUid = await adapter.pushBooking(order);
      } catch (error) {
        if (error instanceof FieldServiceError)
          throw new HttpError(502, error.message, SYNC_FAILED_TITLE, undefined, 'PROVIDER_FAILED');
        throw error;
      }
      // Re-checked under the row lock: an edit that landed during the call makes this save stale.
      return editBooking(
        app,
        auth,
        {
          id: _id,
          version,
          action: 'sync',
          lockWhenCompleted: false,
          change: async () => ({ zuperJobUid: jobUid }),
        },
        { message: 'Successfully synced booking with the field-service system', title: 'Booking Synced' },
      );
    },
  });
}
