import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** JSON answers only: reports (xlsx) are zip files already, uploads are images and video, both sent as they are. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;
/** Below about one packet compression saves nothing worth the CPU. */
const THRESHOLD_BYTES = 1024;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses the API's JSON answers above 1 KB (brotli, else gzip, as the browser accepts; `Vary:
 * Accept-Encoding`). Static files are not compressed here: the build precompresses them and static-sites.ts
 * answers with those. Compressed request bodies are not accepted (no decompression), so a small compressed body
 * can never expand past the body limit.
 */
async function compression(app: FastifyInstance) {
  // Runs before @fastify/compress's own onRoute hook, so routes outside /api (the static sites) stay untouched.
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
  });
}

export default fp(compression, { name: 'compression' });
