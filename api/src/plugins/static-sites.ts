import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaticSite } from '../config';
import { errorBody } from '../http/errors';

/** Files whose name carries a content hash (e.g. main.3f9a1c2b.js) never change, so browsers may keep them. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's precompressed twins (shared/src/mf/precompress-plugin.cjs) stand for the file they compress. */
const COMPRESSED_TWIN = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const name = path.basename(filePath).replace(COMPRESSED_TWIN, '');
  // index.html and remotes.json decide which build runs; everything unhashed must be revalidated too.
  const cache =
    HASHED_FILE.test(name) && name !== 'index.html' ? 'public, max-age=31536000, immutable' : 'no-cache';
  reply.header('cache-control', cache);
}

function siteFor(sites: StaticSite[], url: string): StaticSite | undefined {
  return sites
    .filter((site) => url.startsWith(site.prefix) || `${url}/` === site.prefix)
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The built host and remotes, served by the API process (README command 1 runs one server). For an SPA site an
 * unknown page path answers index.html so client-side routes survive a reload; unknown /api paths stay JSON 404s.
 * Each file is answered by content negotiation from the build's .br/.gz twins (Accept-Encoding: br, then gzip,
 * then the file itself), with Content-Encoding, the twin's Content-Length and `Vary: Accept-Encoding`.
 */
async function staticSites(app: FastifyInstance, options: { sites: StaticSite[] }) {
  options.sites.forEach((site, index) => {
    app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: index === 0,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const url = request.url.split('?')[0];
    const site = isApi(url) ? undefined : siteFor(options.sites, url);
    const looksLikeFile = path.posix.basename(url).includes('.');
    if (site?.spa && request.method === 'GET' && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', site.root);
    }
    return reply.code(404).send(errorBody(404, `Nothing at ${request.method} ${url}`, 'Not Found'));
  });
}

export default fp(staticSites, { name: 'static-sites' });
