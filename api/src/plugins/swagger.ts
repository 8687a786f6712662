import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI built from the route schemas: UI at /api/docs, JSON at /api/docs/json. Public (no token) and built from
 * schemas only, so it holds no data; a deployment that does not want its API described sets API_DOCS=off.
 */
async function swaggerPlugin(app: FastifyInstance) {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storedesk API',
        version: '0.1.0',
        description: 'Staff back office API. Errors answer {message, title}.',
      },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(swaggerPlugin, { name: 'swagger' });
