import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_POLICY, appPolicy, DOCS_POLICY } from '../http/content-security-policy';
import { remoteOriginsReader } from '../http/remote-origins';

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * Security headers on every answer. The app's pages and files get the app policy (content-security-policy.ts),
 * the API docs their own, and API answers a policy that loads nothing and `Cache-Control: no-store` (they carry
 * personal data). A route that sets its own policy or caching keeps it (uploaded files: a sandbox, cached for good;
 * static files: static-sites.ts).
 */
async function securityHeaders(app: FastifyInstance) {
  const { staticSites, publicUrl, googleMaps } = app.config;
  const remoteOrigins = remoteOriginsReader(staticSites.find((site) => site.spa)?.root);
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const url = request.url.split('?')[0];
    if (isUnder(url, '/api/docs')) {
      reply.header('content-security-policy', DOCS_POLICY);
    } else if (isUnder(url, '/api')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_POLICY);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      reply.header(
        'content-security-policy',
        appPolicy({ remoteOrigins: remoteOrigins(), publicOrigin, googleMaps }),
      );
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
