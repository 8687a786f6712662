import { useMutation } from '@tanstack/react-query';
import { api, type UploadReply } from '@storedesk/shared';

/** POST misc/upload multipart {file, type: CUSTOMERGROUP} (contracts/uploads.ts); answers the file's url. */
export function uploadGroupImage(file: File): Promise<UploadReply> {
  const form = new FormData();
  form.append('type', 'CUSTOMERGROUP');
  form.append('file', file);
  return api.post<UploadReply>('misc/upload', form);
}

export function useUploadGroupImage() {
  return useMutation({ mutationFn: uploadGroupImage });
}
