import { useMutation } from '@tanstack/react-query';
import { api, type UploadReply } from '@storedesk/shared';

/** POST misc/upload multipart {file, type}; blog images go as type PRODUCT (spec 1 §7). */
export function uploadBlogImage(file: File): Promise<UploadReply> {
  const form = new FormData();
  form.append('type', 'PRODUCT');
  form.append('file', file, file.name);
  return api.post<UploadReply>('misc/upload', form);
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}
