import { serveUploadOperation } from '@storedesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { MEDIA_BY_EXTENSION, sniffMedia, type SniffedMedia } from './media-sniffer';
import { UPLOAD_MESSAGES as M } from './upload-messages';

const STORE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|mp4|webm)$/;

/**
 * GET uploads/:store_id/:name. Public: <img> and <video> cannot send the token, and the names are 128-bit random.
 * Only names this API makes are looked up; the bytes are sniffed again, so a file put in the folder by other means
 * is never served as something else. The headers stop a browser from treating the file as a page.
 */
export default async function serveFileRoutes(app: FastifyInstance, options: { storage: FileStorage }) {
  defineRoute(app, {
    operation: serveUploadOperation,
    errors: ['NOT_FOUND'],
    permission: 'public',
    schema: {
      summary: 'An uploaded file (public; random names)',
      description:
        "Answers the file with its sniffed content type, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'; sandbox` and `Content-Disposition: inline`. Unknown store or name: 404.",
      tags: ['uploads'],
      // No params schema: any path that is not one of our names is simply not found (404, not 400).
    },
    handler: async (request, reply) => {
      const { store_id: storeId, name } = request.params as unknown as { store_id: string; name: string };
      if (!STORE_ID.test(storeId) || !NAME.test(name)) throw notFound(M.fileNotFound);
      const data = await options.storage.get({ storeId: storeId.toLowerCase(), name });
      const expected: SniffedMedia = MEDIA_BY_EXTENSION[name.split('.')[1] as SniffedMedia['extension']];
      if (!data || sniffMedia(data)?.extension !== expected.extension) throw notFound(M.fileNotFound);
      return reply
        .header('content-type', expected.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  });
}
