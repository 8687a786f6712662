import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI built from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
async function swaggerPlugin(app: FastifyInstance) {
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
