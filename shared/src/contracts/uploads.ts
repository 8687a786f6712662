import { Type, type Static } from 'typebox';

/**
 * File uploads (spec 1 §7 "POST misc/upload", spec 3 "Uploads"). Paths under /api:
 *
 *   POST misc/upload   multipart/form-data {file, type}   upload_file   {url}
 *        The file is accepted by its CONTENT (magic bytes), never by its name or declared mime type:
 *        images PNG, JPEG, GIF, WEBP for every type; videos MP4, WEBM only for VIDEO_UPLOAD_TYPES.
 *        SVG, HTML, text and everything else is refused (an SVG can carry script).
 *        400 no file / empty file / unknown type / unsupported content / more than one file;
 *        413 image over UPLOAD_LIMITS.imageBytes, video over UPLOAD_LIMITS.videoBytes.
 *   GET  uploads/:store_id/:name                      public         the file
 *        Public because <img>/<video> tags cannot send the token; the names are 128-bit random. Answers the sniffed
 *        content type with `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'; sandbox`
 *        and `Content-Disposition: inline`; never text/html. Unknown store or name -> 404.
 */
export * from './upload-constants';

export const UploadReply = Type.Object({ url: Type.String() });
export type UploadReply = Static<typeof UploadReply>;
