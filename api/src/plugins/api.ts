import type { FastifyInstance } from 'fastify';
import routes from '../routes';
import { registerAuth } from './auth';
import { registerRouteCatalog } from './route-catalog';

/**
 * Everything under /api, in its own context: the catalog check and the auth hook apply to these routes only
 * (the docs UI and the static sites are not API calls).
 */
export default async function apiPlugin(app: FastifyInstance) {
  registerRouteCatalog(app, app.routeCatalog);
  registerAuth(app);
  await app.register(routes);
}
