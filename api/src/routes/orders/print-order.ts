import { getOrderPrintTokenOperation, printOrderOperation } from '@storedesk/shared/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Handlebars from 'handlebars';
import { Type } from 'typebox';
import { hasPermission, type Role } from '@storedesk/shared/auth/permissions';
import type { Order } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  deliveryTypes,
  employees,
  employeeStoreAccess,
  masterPaymentMethods,
  stores,
} from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { forbidden, notFound } from '../../http/errors';
import { storeTaxes, taxBreakdown } from './booking-totals';
import { invoiceTaxes } from './place-of-supply';
import { ADDRESS_LABEL_TEMPLATE, INVOICE_TEMPLATE } from './invoice-template';
import { loadOrder } from './load-order';

/** A print link lives 5 minutes: long enough to open it, too short to be worth sharing. */
export const PRINT_TOKEN_TTL_MS = 5 * 60 * 1000;
export const PRINT_KINDS = ['invoice', 'label'] as const;
type PrintKind = (typeof PRINT_KINDS)[number];

export const PRINT_MESSAGES = {
  expired: 'This print link has expired. Please print again from the booking.',
  expiredTitle: 'Link Expired',
  notFound: 'Booking not found',
} as const;

const Kind = Type.Union(PRINT_KINDS.map((k) => Type.Literal(k)));
const TokenQuery = Type.Object(
  { id: Type.String({ format: 'uuid' }), kind: Type.Optional(Kind) },
  { additionalProperties: false },
);
const TokenReply = Type.Object({
  token: Type.String(),
  /** The print address, relative to the app: /api/store/order/print?id=..&kind=..&token=.. */
  url: Type.String(),
  expires_in: Type.Integer(),
});
const PrintQuery = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: Type.Optional(Kind),
    token: Type.String({ maxLength: 300, examples: ['00000000-0000-4000-8000-000000000000.1.x'] }),
  },
  { additionalProperties: false },
);

/** Another instance's clock may run a little ahead of this one's; a link may claim that much more life. */
const CLOCK_ALLOWANCE_MS = 30 * 1000;

/**
 * The token names the caller's session, the booking, the print kind and an expiry, signed with the server's key
 * (never with anything the session holder knows, so only the server chooses the expiry) over the session token's
 * hash. No table: a logout (revoked session) or a lost store access ends it at once.
 */
function signature(
  key: Buffer,
  sessionHash: string,
  orderId: string,
  kind: PrintKind,
  expires: number,
): Buffer {
  return createHmac('sha256', key).update(`print:${sessionHash}:${orderId}:${kind}:${expires}`).digest();
}

export function printToken(
  key: Buffer,
  link: { sessionId: string; sessionHash: string; orderId: string; kind: PrintKind },
  now = Date.now(),
) {
  const expires = now + PRINT_TOKEN_TTL_MS;
  const sig = signature(key, link.sessionHash, link.orderId, link.kind, expires).toString('base64url');
  return `${link.sessionId}.${expires}.${sig}`;
}

/** Not yet expired, and no further off than the server ever issues (a link claiming more life is refused). */
function expiryAcceptable(expires: number, now = Date.now()): boolean {
  return (
    Number.isSafeInteger(expires) &&
    expires >= now &&
    expires <= now + PRINT_TOKEN_TTL_MS + CLOCK_ALLOWANCE_MS
  );
}

/** The store the token's session may print from, or null when the token is bad, expired or its session ended. */
async function checkPrintToken(
  db: DbOrTx,
  key: Buffer,
  token: string,
  orderId: string,
  kind: PrintKind,
): Promise<string | null> {
  const [sessionId, expiresText, sig] = token.split('.');
  const expires = Number(expiresText);
  if (!sessionId || !sig || !expiryAcceptable(expires)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [session] = await db
    .select({
      hash: authTokens.tokenHash,
      storeId: authTokens.storeId,
      role: employeeStoreAccess.employeeType,
    })
    .from(authTokens)
    .innerJoin(
      employeeStoreAccess,
      and(
        eq(employeeStoreAccess.employeeId, authTokens.employeeId),
        eq(employeeStoreAccess.storeId, authTokens.storeId),
      ),
    )
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .where(
      and(
        eq(authTokens.id, sessionId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        eq(employees.isDeleted, false),
      ),
    )
    .limit(1);
  if (!session || !hasPermission(session.role as Role, 'detail_order')) return null;
  const expected = signature(key, session.hash, orderId, kind, expires);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return session.storeId;
}

const pad = (n: number) => String(n).padStart(2, '0');
function dayText(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
function timeText(hhmm: string | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
function instantDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
  return parts;
}
function addressLines(a: Order['shipping_address']): string[] {
  if (!a) return [];
  const line = (...parts: (string | null | undefined)[]) =>
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(', ');
  return [
    line(a.street, a.locality),
    line(a.landmark),
    line(a.city, a.state, a.zip_code),
    line(a.country),
  ].filter(Boolean);
}

const compiled = {
  invoice: Handlebars.compile(INVOICE_TEMPLATE, { strict: false }),
  label: Handlebars.compile(ADDRESS_LABEL_TEMPLATE, { strict: false }),
};

/** The values the templates show, every one already formatted for a person. */
export async function printView(db: DbOrTx, storeId: string, order: Order) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  const meta = (name: string) =>
    store.storeMetaConfig.find((entry) => entry.meta_config_name === name)?.meta_config_value?.trim() || '';
  const money = (value: number) => {
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: store.currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    } catch {
      return `${store.currency} ${value.toFixed(2)}`;
    }
  };
  const taxList = await storeTaxes(db, storeId);
  const taxable = Math.max(
    0,
    Math.round((order.sub_total - order.discount_value - order.discount_by_points) * 100) / 100,
  );
  const [method] = order.payment.payment_method
    ? await db
        .select({ name: masterPaymentMethods.name })
        .from(masterPaymentMethods)
        .where(eq(masterPaymentMethods.code, order.payment.payment_method))
        .limit(1)
    : [];
  const [type] = order.delivery_mode
    ? await db
        .select({ name: deliveryTypes.name })
        .from(deliveryTypes)
        .where(and(eq(deliveryTypes.storeId, storeId), eq(deliveryTypes.type, order.delivery_mode)))
        .limit(1)
    : [];
  const discounts = [];
  if (order.discount_value > 0)
    discounts.push({
      label: order.discount?.type === 'PERCENTAGE' ? `Discount (${order.discount.value}%)` : 'Discount',
      amount: money(order.discount_value),
    });
  if (order.discount_by_points > 0)
    discounts.push({
      label: `Loyalty Points (${order.points_used})`,
      amount: money(order.discount_by_points),
    });
  const slot = order.delivery_data
    ? [timeText(order.delivery_data.start_time), timeText(order.delivery_data.end_time)]
        .filter(Boolean)
        .join(' - ')
    : '';
  const deliveryCost = order.delivery_data?.delivery_cost ?? 0;
  const customerName = `${order.customer.first_name} ${order.customer.last_name}`.trim();
  const gst = invoiceTaxes(taxBreakdown(taxable, taxList), meta('tax_number'), order.shipping_address?.state);
  return {
    store: {
      name: store.name,
      addressLines: meta('store_address')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
      phone: meta('support_phone'),
      taxNumber: meta('tax_number'),
    },
    invoice: {
      number: `INV-${order.order_number}`,
      date: instantDay(order.createdAt, store.storeTimezone),
      placeOfSupply: gst.placeOfSupply,
    },
    booking: {
      number: order.order_number,
      deliveryDate: dayText(order.delivery_date),
      slot,
      type: type?.name ?? order.delivery_mode ?? '',
    },
    customer: {
      name: customerName,
      addressLines: addressLines(order.shipping_address),
      phone: order.shipping_address?.phone_no || order.customer.phone_no || '',
      email: order.customer.email ?? '',
    },
    lines: order.products.map((line, i) => ({
      index: i + 1,
      name: line.name,
      variant: line.variant_name ?? '',
      quantity: line.selected_quantity,
      unitPrice: money(line.selling_price),
      amount: money(Math.round(line.selling_price * line.selected_quantity * 100) / 100),
    })),
    totals: {
      subTotal: money(order.sub_total),
      discounts,
      taxable: money(taxable),
      taxes: gst.lines.map((t) => ({
        label: t.rate === null ? t.label : `${t.label} (${Number(t.rate.toFixed(3))}%)`,
        amount: money(t.amount),
      })),
      deliveryCost: deliveryCost > 0 ? money(deliveryCost) : '',
      total: money(order.total),
    },
    payment: {
      status: order.payment.is_paid ? 'Paid' : 'Not Paid',
      method: method?.name ?? order.payment.payment_method ?? '',
    },
  };
}

export function renderPrint(kind: PrintKind, view: Awaited<ReturnType<typeof printView>>): string {
  return compiled[kind](view);
}

/**
 * Spec 2 §7 "Print template: GET with id and token in query". The screen first asks for a short-lived token
 * (with the session), then loads the rendered page in a same-origin frame and prints it; the page itself needs
 * no session header, so the same document can later be fetched for an e-mail.
 */
export default async function printOrderRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getOrderPrintTokenOperation,
    permission: 'detail_order',
    schema: {
      summary: 'A short-lived link to print a booking (invoice or address label)',
      description: `The token is valid for ${PRINT_TOKEN_TTL_MS / 60000} minutes, for this booking and kind only, and ends with the session. Another store's id answers 404.`,
      tags: ['orders'],
      querystring: TokenQuery,
      response: { 200: TokenReply },
    },
    handler: async (request) => {
      const { id, kind = 'invoice' } = request.query;
      const order = await loadOrder(app.db, request.auth.storeId, id);
      if (!order) throw notFound(PRINT_MESSAGES.notFound, 'Not Found');
      const [session] = await app.db
        .select({ hash: authTokens.tokenHash })
        .from(authTokens)
        .where(eq(authTokens.id, request.auth.tokenId))
        .limit(1);
      const token = printToken(app.signingKeys.printLinks, {
        sessionId: request.auth.tokenId,
        sessionHash: session.hash,
        orderId: id,
        kind,
      });
      const query = new URLSearchParams({ id, kind, token });
      return { token, url: `/api/store/order/print?${query}`, expires_in: PRINT_TOKEN_TTL_MS / 1000 };
    },
  });

  defineRoute(app, {
    operation: printOrderOperation,
    permission: 'public',
    schema: {
      summary: 'The printable page of a booking: the invoice or the address label (HTML)',
      description:
        'Rendered on the server from a template. Needs the token of `store/order/print_token`; an expired or ' +
        "wrong token answers 403. The page runs no script and may be framed by the app's own pages only.",
      tags: ['orders'],
      querystring: PrintQuery,
    },
    handler: async (request, reply) => {
      const { id, kind = 'invoice', token } = request.query;
      const storeId = await checkPrintToken(app.db, app.signingKeys.printLinks, token, id, kind);
      if (!storeId) throw forbidden(PRINT_MESSAGES.expired, PRINT_MESSAGES.expiredTitle);
      const order = await loadOrder(app.db, storeId, id);
      if (!order) throw notFound(PRINT_MESSAGES.notFound, 'Not Found');
      const html = renderPrint(kind, await printView(app.db, storeId, order));
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .send(html);
    },
  });
}
