import { useMutation } from '@tanstack/react-query';
import { api, type UploadReply, type UploadType } from '@storedesk/shared';

/** A notification's picture goes up as type OTHERS (spec 2 §7 "Create push"). */
export const PUSH_IMAGE_UPLOAD_TYPE: UploadType = 'OTHERS';

/** POST misc/upload (multipart file + type): the url the notification then carries. */
export function uploadPushImage(file: File): Promise<UploadReply> {
  const form = new FormData();
  form.append('type', PUSH_IMAGE_UPLOAD_TYPE);
  form.append('file', file);
  return api.post<UploadReply>('misc/upload', form);
}

export function useUploadPushImage() {
  return useMutation({ mutationFn: uploadPushImage });
}
