import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@storedesk/shared/contracts';
import { badRequest, HttpError } from '../../http/errors';
import { sniffMedia, SNIFF_BYTES, type MediaKind, type SniffedMedia } from './media-sniffer';
import { UPLOAD_MESSAGES as M } from './upload-messages';

export interface UploadForm {
  /** The `type` field as sent (checked by the caller). */
  type?: string;
  file?: { data: Buffer; media: SniffedMedia | null };
}

/** Busboy limits: one file no larger than the largest allowed video, the `type` field, nothing else. */
const PART_LIMITS = {
  fileSize: UPLOAD_LIMITS.videoBytes,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 200,
  fieldNameSize: 100,
  headerPairs: 20,
};

export const tooLarge = (kind: MediaKind) =>
  new HttpError(413, kind === 'image' ? M.imageTooLarge : M.videoTooLarge, M.tooLargeTitle);
export const unsupported = (videoAllowed: boolean) =>
  badRequest(videoAllowed ? M.imagesOrVideos : M.imagesOnly, M.unsupportedTitle);

const maxBytes = (kind: MediaKind) =>
  kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.videoBytes;

/**
 * Reads the file into memory, deciding what it is from its first bytes: content we do not accept, or an image over
 * the image limit, is refused as soon as that is known instead of after the whole upload.
 */
async function readFilePart(part: MultipartFile, videoAllowed: boolean): Promise<UploadForm['file']> {
  const chunks: Buffer[] = [];
  let size = 0;
  let media: SniffedMedia | null | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (media === undefined && size >= SNIFF_BYTES) {
      media = sniffMedia(Buffer.concat(chunks));
      if (!media) throw unsupported(videoAllowed);
    }
    if (media && size > maxBytes(media.kind)) throw tooLarge(media.kind);
  }
  const data = Buffer.concat(chunks);
  if (media === undefined) media = size > 0 ? sniffMedia(data) : null;
  // The plugin stops at the video limit and marks the stream truncated.
  if (part.file.truncated) throw tooLarge(media?.kind ?? 'video');
  return { data, media };
}

/** What a multipart parser error means for the person uploading. */
function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(M.oneFile, M.failedTitle);
  return badRequest(M.badForm, M.invalidTitle);
}

/**
 * The `file` and `type` parts of POST misc/upload. `type` may come before or after the file; when it comes
 * first, an image-only type refuses a video while it is still arriving.
 */
export async function readUploadForm(
  request: FastifyRequest,
  allowsVideo: (type: string | undefined) => boolean,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(M.noFile, M.failedTitle);
  const form: UploadForm = {};
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'type' || form.type !== undefined) throw badRequest(M.badForm, M.invalidTitle);
        form.type = String(part.value);
      } else {
        if (part.fieldname !== 'file') throw badRequest(M.badForm, M.invalidTitle);
        const videoAllowed = allowsVideo(form.type);
        const file = await readFilePart(part, videoAllowed);
        if (file?.media?.kind === 'video' && form.type !== undefined && !videoAllowed)
          throw unsupported(false);
        form.file = file;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return form;
}
