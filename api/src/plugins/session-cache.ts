import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SessionCache } from '../auth/session-cache';
import { listenForChanges } from '../db/change-listener';

/**
 * Sessions found by the auth hook are kept in memory for a few seconds (one statement less per request); every
 * change to their rows, on any instance, empties the cache when it commits. Exposed as `app.sessionCache`.
 */
async function sessionCachePlugin(app: FastifyInstance) {
  const cache = new SessionCache();
  const listener = await listenForChanges(app.dbHandle, {
    onChange: () => cache.flush(),
    onLive: (live) => cache.setLive(live),
    onError: (error) =>
      app.log.warn(`session changes not heard, sessions are read from the database: ${error.message}`),
  });
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => listener.close());
}

export default fp(sessionCachePlugin, { name: 'session-cache', dependencies: ['db'] });
