import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createFileStorage } from '../../storage';
import serveFileRoutes from './serve-file';
import uploadFileRoutes from './upload-file';

/**
 * Uploads: POST misc/upload and the files served back (shapes in shared/src/contracts/uploads.ts). The multipart
 * parser is registered in this context only; every other route keeps refusing multipart bodies.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const storage = createFileStorage(app.config);
  // An oversized file is reported by its truncated stream (read-upload-form.ts), with our own message.
  await app.register(multipart, { throwFileSizeLimit: false });
  // An answer sent before the whole body arrived (too large, wrong content, no token) leaves the rest of it unread
  // on a keep-alive connection, where the next request would wait behind it: close the connection instead.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  await app.register(uploadFileRoutes, { storage });
  await app.register(serveFileRoutes, { storage });
}
