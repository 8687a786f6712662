import type { FastifyInstance } from 'fastify';
import {
  LoginBody,
  MessageReply,
  SwitchStoreQuery,
  TokenReply,
  loginOperation,
  logoutOperation,
  switchStoreOperation,
} from '@storedesk/shared/contracts';
import { issueDeviceCookie, trustedDevice } from '../../auth/device-cookie';
import { employeeInStore } from '../../auth/employee-view';
import { login } from '../../auth/login';
import { issueToken, revokeToken } from '../../auth/session';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';

export default async function sessionRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: loginOperation,
    errors: ['TOO_MANY_REQUESTS'],
    permission: 'public',
    schema: {
      summary: 'Log in to a store (login step two)',
      tags: ['session'],
      body: LoginBody,
      response: { 200: TokenReply },
    },
    handler: async (request, reply) => {
      const client = {
        ip: request.ip,
        trustedDevice: (id: string | undefined) => trustedDevice(request, id),
      };
      const outcome = await login(app.db, request.body, client, app.config.loginLimits);
      issueDeviceCookie(request, reply, outcome.employeeId, outcome.deviceId);
      return outcome.reply;
    },
  });

  defineRoute(app, {
    operation: logoutOperation,
    errors: ['TOO_MANY_REQUESTS'],
    permission: 'view_store',
    schema: {
      summary: 'End this session (revokes the token)',
      tags: ['session'],
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { employeeId, storeId, tokenId } = request.auth;
      await app.db.transaction(async (tx) => {
        await revokeToken(tx, tokenId);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'session',
          entityId: tokenId,
          action: 'logout',
        });
      });
      return { message: 'Logged out', title: 'Logout' };
    },
  });

  defineRoute(app, {
    operation: switchStoreOperation,
    errors: ['TOO_MANY_REQUESTS'],
    permission: 'view_store',
    schema: {
      summary: 'Move the session to another store (new token; the old one is revoked)',
      tags: ['session'],
      querystring: SwitchStoreQuery,
      response: { 200: TokenReply },
    },
    handler: async (request) => {
      const { employeeId, storeId, tokenId } = request.auth;
      const newStoreId = request.query.new_store_id;
      const employee = await employeeInStore(app.db, employeeId, newStoreId);
      if (!employee) throw notFound('Store not found', 'Switch Store');
      return app.db.transaction(async (tx) => {
        await revokeToken(tx, tokenId);
        const next = await issueToken(tx, employeeId, newStoreId);
        await recordAudit(tx, {
          employeeId,
          storeId: newStoreId,
          entity: 'session',
          entityId: next.tokenId,
          action: 'switch_store',
          before: { store_id: storeId, token_id: tokenId },
          after: { store_id: newStoreId, token_id: next.tokenId },
        });
        return { token: next.token, employee };
      });
    },
  });
}
