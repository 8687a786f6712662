export * from './media-upload-field';
export * from './media-upload-texts';
