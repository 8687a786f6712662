import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  UploadReply,
  VIDEO_UPLOAD_TYPES,
  type UploadType,
  operationPath,
  serveUploadOperation,
  uploadFileOperation,
} from '@storedesk/shared/contracts';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { readUploadForm, tooLarge, unsupported } from './read-upload-form';
import { UPLOAD_MESSAGES as M } from './upload-messages';

const isUploadType = (value: string | undefined): value is UploadType =>
  (UPLOAD_TYPES as readonly string[]).includes(value ?? '');
/** Before `type` is known the video limit applies; an unknown type is refused after the form is read. */
const allowsVideo = (type: string | undefined) => !isUploadType(type) || VIDEO_UPLOAD_TYPES.includes(type);

/**
 * Where the file is served (serve-file.ts): on the configured PUBLIC_URL (blog content, push notifications and other
 * sites embed it), else relative. Never on the request's Host header, which the caller chooses.
 */
export const uploadUrl = (publicUrl: string | null, storeId: string, name: string) =>
  `${publicUrl ?? ''}/api${operationPath(serveUploadOperation, { store_id: storeId, name })}`;

/** POST misc/upload: one image (or video, where the type allows) of the caller's store (contracts/uploads.ts). */
export default async function uploadFileRoutes(app: FastifyInstance, options: { storage: FileStorage }) {
  defineRoute(app, {
    operation: uploadFileOperation,
    errors: ['REQUEST_TOO_LARGE', 'UNSUPPORTED_FORMAT'],
    permission: 'upload_file',
    schema: {
      summary: 'Upload an image or video (multipart/form-data: file, type)',
      description: [
        `multipart/form-data with a \`file\` part and a \`type\` field (${UPLOAD_TYPES.join(', ')}).`,
        'Accepted by content, not by name: PNG, JPEG, GIF, WEBP images for every type (at most 5 MB);',
        `MP4 and WEBM videos (at most 50 MB) for ${VIDEO_UPLOAD_TYPES.join(', ')}. Answers the file's public url.`,
      ].join(' '),
      tags: ['uploads'],
      response: { 200: UploadReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const form = await readUploadForm(request, allowsVideo);
      if (!form.file || form.file.data.length === 0) throw badRequest(M.noFile, M.failedTitle);
      if (form.type === undefined) throw badRequest(M.missingType, M.invalidTitle);
      if (!isUploadType(form.type)) throw badRequest(M.unknownType, M.invalidTitle);
      const videoAllowed = VIDEO_UPLOAD_TYPES.includes(form.type);
      const { data, media } = form.file;
      if (!media || (media.kind === 'video' && !videoAllowed)) throw unsupported(videoAllowed);
      const limit = media.kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.videoBytes;
      if (data.length > limit) throw tooLarge(media.kind);

      const name = `${randomBytes(16).toString('hex')}.${media.extension}`;
      await options.storage.put({ storeId, name }, data, media.contentType);
      await recordAudit(app.db, {
        employeeId,
        storeId,
        entity: 'upload',
        entityId: name,
        action: 'create',
        after: { type: form.type, name, content_type: media.contentType, size: data.length },
      });
      return { url: uploadUrl(app.config.publicUrl, storeId, name) };
    },
  });
}
