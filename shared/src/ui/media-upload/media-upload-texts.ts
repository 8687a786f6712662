import type { MediaKind } from '../../api/upload-file';

/** The spec's failure texts (spec 2 §8 'Error uploading the image' / 'Error uploading the video') and plain labels. */
export const MEDIA_UPLOAD_TEXTS: Record<
  MediaKind,
  { choose: string; replace: string; remove: string; failed: string; preview: string }
> = {
  image: {
    choose: 'Upload image',
    replace: 'Replace image',
    remove: 'Remove',
    failed: 'Error uploading the image',
    preview: 'Uploaded image',
  },
  video: {
    choose: 'Upload video',
    replace: 'Replace video',
    remove: 'Remove',
    failed: 'Error uploading the video',
    preview: 'Uploaded video',
  },
};

/** Spec 2 §9: an image preview is 100 by 100, a video preview 250 by 250. */
export const MEDIA_PREVIEW_SIZE: Record<MediaKind, number> = { image: 100, video: 250 };

/** What the server accepts by content (contracts/uploads.ts); the picker offers the same. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm,image/png,image/jpeg,image/gif,image/webp',
};
