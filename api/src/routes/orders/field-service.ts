import type { ContractDetails, Order } from '@storedesk/shared/contracts';

/**
 * The external field-service system a booking is synced to (the spec's "Zuper"). Chosen by environment:
 * FIELD_SERVICE_URL (base URL; the booking is POSTed to `<url>/jobs`) and FIELD_SERVICE_TOKEN (sent as a bearer
 * token). Without both, there is no adapter and the sync route says so instead of pretending. Customer contracts
 * go to the same system (`<url>/contracts`), so one configuration serves both.
 */
export interface FieldServiceAdapter {
  /** Creates or updates the job for the booking and answers its job uid; throws FieldServiceError on failure. */
  pushBooking(order: Order): Promise<string>;
  /** Creates or updates the contract and answers its contract uid; throws FieldServiceError on failure. */
  pushContract(contract: ContractDetails): Promise<string>;
}

export class FieldServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldServiceError';
  }
}

const TIMEOUT_MS = 10_000;

/** POSTs one record and reads the uid field of the answer; every failure is a FieldServiceError in staff words. */
async function post(
  url: string,
  token: string,
  body: object,
  what: { noun: string; uidField: string },
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new FieldServiceError('The field-service system could not be reached, so nothing was synced.');
  }
  if (!res.ok) {
    throw new FieldServiceError(
      `The field-service system refused the ${what.noun} (HTTP ${res.status}), so nothing was synced.`,
    );
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const uid = answer?.[what.uidField];
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 200) {
    throw new FieldServiceError(
      `The field-service system answered without a ${what.noun === 'booking' ? 'job' : what.noun} id, so nothing was synced.`,
    );
  }
  return uid;
}

export function httpFieldService(baseUrl: string, token: string): FieldServiceAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    pushBooking: (order) =>
      post(
        `${base}/jobs`,
        token,
        { booking: order, job_uid: order.zuper_job_uid },
        { noun: 'booking', uidField: 'job_uid' },
      ),
    pushContract: (contract) =>
      post(
        `${base}/contracts`,
        token,
        { contract, contract_uid: contract.zuper_contract_uid },
        { noun: 'contract', uidField: 'contract_uid' },
      ),
  };
}
