// Upload types and limits without typebox, so the root entry (loaded before login) can use them.
export const UPLOAD_TYPES = [
  'PRODUCT',
  'PRODUCT VARIANT',
  'PRODUCTCOLLECTION',
  'PRODUCTCATEGORY',
  'DELIVERYTYPE',
  'SLIDER',
  'CUSTOMERGROUP',
  'OTHERS',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * Types that may carry a video: services and variants show product videos, and OTHERS carries booking request-field
 * answers (field type VIDEO, "Error uploading the video"). Every other type is a picture slot (category, collection,
 * booking type, slider, customer group, blog images via PRODUCT).
 */
export const VIDEO_UPLOAD_TYPES: readonly UploadType[] = ['PRODUCT', 'PRODUCT VARIANT', 'OTHERS'];

export const UPLOAD_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
} as const;
