import type { Order } from '@storedesk/shared/contracts';

/**
 * The external field-service system a booking is synced to (the spec's "Zuper"). Chosen by environment:
 * FIELD_SERVICE_URL (base URL; the booking is POSTed to `<url>/jobs`) and FIELD_SERVICE_TOKEN (sent as a bearer
 * token). Without both, there is no adapter and the sync route says so instead of pretending.
 */
export interface FieldServiceAdapter {
  /** Creates or updates the job for the booking and answers its job uid; throws FieldServiceError on failure. */
  pushBooking(order: Order): Promise<string>;
}

export class FieldServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldServiceError';
  }
}

const TIMEOUT_MS = 10_000;

export function httpFieldService(baseUrl: string, token: string): FieldServiceAdapter {
  const url = `${baseUrl.replace(/\/+$/, '')}/jobs`;
  return {
    async pushBooking(order) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ booking: order, job_uid: order.zuper_job_uid }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new FieldServiceError('The field-service system could not be reached, so nothing was synced.');
      }
      if (!res.ok) {
        throw new FieldServiceError(
          `The field-service system refused the booking (HTTP ${res.status}), so nothing was synced.`,
        );
      }
      const body = (await res.json().catch(() => null)) as { job_uid?: unknown } | null;
      const uid = body?.job_uid;
      if (typeof uid !== 'string' || uid.length === 0 || uid.length > 200) {
        throw new FieldServiceError(
          'The field-service system answered without a job id, so nothing was synced.',
        );
      }
      return uid;
    },
  };
}
