import type { FastifyInstance } from 'fastify';
import { hasAnyPermission, hasPermission } from '@storedesk/shared/auth/permissions';
import { findSession, type AuthContext } from '../auth/session';
import { forbidden, unauthorized } from '../http/errors';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * Token and permission check for every non-public route. It runs onRequest, before the body is read and
 * validated, so a caller without rights learns nothing about the input rules and nothing is parsed for them.
 */
export function registerAuth(app: FastifyInstance) {
  // Null until the hook below sets it; the declared type is non-null for the protected handlers' sake.
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const header = request.headers['x-auth-token'];
    const session = typeof header === 'string' ? await findSession(app.db, header, app.sessionCache) : null;
    if (!session) throw unauthorized(SESSION_ENDED);
    if (!hasAnyPermission(session.role, permission)) throw forbidden();
    const alsoNeeds = request.routeOptions.config.alsoNeeds ?? [];
    if (!alsoNeeds.every((p) => hasPermission(session.role, p))) throw forbidden();
    request.auth = session;
  });
}
