// GET store/order/print_token and store/order/print: the print link for a booking, and the page it opens.
import { getOrderPrintTokenOperation, printOrderOperation } from '@storedesk/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authTokens } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { forbidden, notFound } from '../../http/errors';
import { loadOrder } from './load-order';
import { renderPrint } from './print-render';
import { checkPrintToken, PRINT_KINDS, PRINT_TOKEN_TTL_MS, printToken } from './print-token';
import { printView } from './print-view';

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

/**
 * Spec 2 §7 "Print template: GET with id and token in query". The screen first asks for a short-lived token
 * (with the session), then loads the rendered page in a same-origin frame and prints it; the page itself needs
 * no session header, so the same document can later be fetched for an e-mail.
 */
export default async function printOrderRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getOrderPrintTokenOperation,
    errors: ['NOT_FOUND'],
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
    errors: ['NOT_FOUND'],
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
