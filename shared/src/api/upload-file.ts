import { uploadFileOperation } from '../contracts/all-operations';
import { api } from './api-client';
import { UPLOAD_LIMITS, type UploadType } from '../contracts/upload-constants';
import type { UploadReply } from '../contracts/uploads';

export type MediaKind = 'image' | 'video';

const MB = 1024 * 1024;

/** The server's own words for a file over the limit (api/src/routes/uploads/upload-messages.ts), said before sending. */
export const UPLOAD_SIZE_MESSAGES: Record<MediaKind, string> = {
  image: `Images can be at most ${UPLOAD_LIMITS.imageBytes / MB} MB.`,
  video: `Videos can be at most ${UPLOAD_LIMITS.videoBytes / MB} MB.`,
};

/** Why a file may not be sent (too large for its kind), or null. A video slot also takes pictures. */
export function uploadSizeProblem(file: Pick<File, 'size' | 'type'>, kind: MediaKind): string | null {
  const isVideo = kind === 'video' && file.type.startsWith('video/');
  const limit = isVideo ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes;
  if (file.size <= limit) return null;
  return isVideo ? UPLOAD_SIZE_MESSAGES.video : UPLOAD_SIZE_MESSAGES.image;
}

/** POST misc/upload, multipart {file, type} (contracts/uploads.ts): the file's public url. */
export function uploadFile(file: File, type: UploadType): Promise<UploadReply> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return api.call<UploadReply>(uploadFileOperation, form);
}
