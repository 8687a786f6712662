import type { PaymentProviderConfig } from '../config';

/** What a payment link asks for (Razorpay "Create Payment Link"). */
export interface LinkRequest {
  /** Decimal string, e.g. '1599.50'; sent in the currency's smallest unit. */
  amount: string;
  currency: string;
  customer: { name: string; contact: string | null; email: string | null };
  expireBy: Date;
  /** Our request id: the provider refuses a second link with it, so a retry never makes two. */
  referenceId: string;
  description: string;
}

export interface ProviderLink {
  id: string;
  shortUrl: string | null;
  status: string;
  expireBy: Date | null;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A pay-by-link provider: create a link, cancel it. */
export interface PaymentLinkAdapter {
  createLink(request: LinkRequest): Promise<ProviderLink>;
  cancelLink(linkId: string): Promise<ProviderLink>;
}

const TIMEOUT_MS = 10_000;
const MAX_ERROR_TEXT = 300;

/** '1599.5' -> 159950 (paise), exactly, without floating point. */
export function toMinorUnits(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

interface RawLink {
  id?: unknown;
  short_url?: unknown;
  status?: unknown;
  expire_by?: unknown;
}

function toLink(raw: RawLink): ProviderLink {
  if (typeof raw.id !== 'string') throw new ProviderError('The provider answered without a link id', null);
  return {
    id: raw.id,
    shortUrl: typeof raw.short_url === 'string' ? raw.short_url : null,
    status: typeof raw.status === 'string' ? raw.status : 'created',
    expireBy: typeof raw.expire_by === 'number' && raw.expire_by > 0 ? new Date(raw.expire_by * 1000) : null,
  };
}

function errorText(body: unknown, status: number): string {
  const error =
    body && typeof body === 'object' ? (body as { error?: { description?: unknown } }).error : null;
  const text = typeof error?.description === 'string' ? error.description : `HTTP ${status}`;
  return text.slice(0, MAX_ERROR_TEXT);
}

/**
 * A Razorpay-compatible Payment Links API: POST <url>/v1/payment_links, POST .../{id}/cancel and GET
 * ...?reference_id=, with HTTP Basic auth (key id and secret). When a create is refused because the reference id
 * is taken (an earlier attempt got through but its answer was lost), the existing link is fetched instead.
 */
export function httpPaymentLinkAdapter(config: PaymentProviderConfig): PaymentLinkAdapter {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${config.url}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `The payment provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        null,
      );
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      parsed = null;
    }
    if (!res.ok) throw new ProviderError(errorText(parsed, res.status), res.status);
    return parsed;
  }

  async function findByReference(referenceId: string): Promise<ProviderLink | null> {
    const answer = (await call(
      'GET',
      `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`,
    )) as { payment_links?: RawLink[] } | null;
    const found = answer?.payment_links?.[0];
    return found ? toLink(found) : null;
  }

  return {
    async createLink(request) {
      const payload = {
        amount: toMinorUnits(request.amount),
        currency: request.currency,
        accept_partial: true,
        expire_by: Math.floor(request.expireBy.getTime() / 1000),
        reference_id: request.referenceId,
        description: request.description,
        customer: {
          name: request.customer.name,
          ...(request.customer.contact ? { contact: request.customer.contact } : {}),
          ...(request.customer.email ? { email: request.customer.email } : {}),
        },
        notify: { sms: Boolean(request.customer.contact), email: Boolean(request.customer.email) },
        reminder_enable: true,
      };
      try {
        return toLink((await call('POST', '/v1/payment_links', payload)) as RawLink);
      } catch (error) {
        if (error instanceof ProviderError && error.statusCode === 400) {
          const existing = await findByReference(request.referenceId).catch(() => null);
          if (existing) return existing;
        }
        throw error;
      }
    },
    async cancelLink(linkId) {
      return toLink(
        (await call('POST', `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`)) as RawLink,
      );
    },
  };
}

export const configuredPaymentAdapter = (config: PaymentProviderConfig | null): PaymentLinkAdapter | null =>
  config ? httpPaymentLinkAdapter(config) : null;
