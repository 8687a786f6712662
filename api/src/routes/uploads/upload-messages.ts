import { UPLOAD_LIMITS, UPLOAD_TYPES } from '@storedesk/shared/contracts';

const MB = 1024 * 1024;

/** Server texts of POST misc/upload (the screens show their own 'Error in uploading file' / 'Error uploading ...'). */
export const UPLOAD_MESSAGES = {
  failedTitle: 'Upload Failed',
  noFile: 'No file was received. Please choose a file to upload.',
  oneFile: 'Please upload one file at a time.',
  badForm: 'The upload form is not valid: send only "file" and "type".',
  missingType: '"type" is required',
  unknownType: `"type" must be one of ${UPLOAD_TYPES.join(', ')}`,
  invalidTitle: 'Invalid Input',
  imagesOnly: 'Only PNG, JPEG, GIF or WEBP images can be uploaded here.',
  imagesOrVideos: 'Only PNG, JPEG, GIF or WEBP images, or MP4 or WEBM videos, can be uploaded here.',
  unsupportedTitle: 'Unsupported File',
  imageTooLarge: `Images can be at most ${UPLOAD_LIMITS.imageBytes / MB} MB.`,
  videoTooLarge: `Videos can be at most ${UPLOAD_LIMITS.videoBytes / MB} MB.`,
  tooLargeTitle: 'File Too Large',
  fileNotFound: 'File not found',
} as const;
