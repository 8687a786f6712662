import type { PushProviderBatch, PushProviderBody } from '@storedesk/shared/contracts';
import type { PushConfig } from '../config';

/** Sends one notification to a list of customers (their ids are the provider's external user ids). */
export interface PushAdapter {
  send(body: PushProviderBody, recipientIds: string[]): Promise<PushProviderBatch[]>;
}

/** Recipients per provider call (OneSignal's limit for one targeted request). */
export const PUSH_BATCH_SIZE = 2000;
const TIMEOUT_MS = 10_000;
const MAX_ERROR_TEXT = 300;

/** The provider's error text from a OneSignal-style answer ({errors: [...] | {...}}), shortened. */
function errorText(response: unknown): string | null {
  if (!response || typeof response !== 'object') return null;
  const errors = (response as { errors?: unknown }).errors;
  if (errors === undefined || errors === null) return null;
  const text = Array.isArray(errors) ? errors.map(String).join('; ') : JSON.stringify(errors);
  return text ? text.slice(0, MAX_ERROR_TEXT) : null;
}

async function readJson(res: Response): Promise<unknown> {
  // A body cut off (timeout, reset) still leaves the status code to judge by.
  const text = await res.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, MAX_ERROR_TEXT);
  }
}

/**
 * A OneSignal-compatible HTTP provider: POST <url> with `Authorization: Basic <api key>`, the app id, the
 * recipients as external ids and the notification. A 2xx answer carrying errors and no id counts as refused.
 */
export function httpPushAdapter(config: PushConfig): PushAdapter {
  async function post(body: PushProviderBody, ids: string[]): Promise<PushProviderBatch> {
    const payload = {
      app_id: config.appId,
      target_channel: 'push',
      include_aliases: { external_id: ids },
      ...body,
    };
    let res: Response;
    try {
      res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
          authorization: `Basic ${config.apiKey}`,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { recipients: ids.length, status_code: null, response: null, error: reason };
    }
    const response = await readJson(res);
    const id = response && typeof response === 'object' ? (response as { id?: unknown }).id : undefined;
    const refusedWithOk = res.ok && !id && errorText(response) !== null;
    const error = res.ok && !refusedWithOk ? null : (errorText(response) ?? `HTTP ${res.status}`);
    return { recipients: ids.length, status_code: res.status, response, error };
  }

  return {
    async send(body, recipientIds) {
      const batches: PushProviderBatch[] = [];
      for (let start = 0; start < recipientIds.length; start += PUSH_BATCH_SIZE) {
        batches.push(await post(body, recipientIds.slice(start, start + PUSH_BATCH_SIZE)));
      }
      return batches;
    },
  };
}

/** The configured provider, or null when PUSH_APP_ID / PUSH_API_KEY are not set. */
export const configuredPushAdapter = (config: PushConfig | null): PushAdapter | null =>
  config ? httpPushAdapter(config) : null;
