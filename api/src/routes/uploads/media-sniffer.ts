/**
 * Recognises the few media formats we accept by their first bytes ("magic numbers"); the file name and the mime
 * type the browser declared are never trusted. Written here rather than taken from `file-type`, which ships ES
 * modules only and does not load in the API's CommonJS bundle; the formats are few and their signatures fixed.
 * Anything else (SVG, HTML, text, PDF, HEIC/AVIF, QuickTime, ...) is not recognised and so refused.
 */
export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  kind: MediaKind;
  /** File extension we give the stored file. */
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'mp4' | 'webm';
  contentType: string;
}

/** Bytes needed to decide (the WEBM doc type sits inside the first EBML header). */
export const SNIFF_BYTES = 64;

export const MEDIA_BY_EXTENSION: Record<SniffedMedia['extension'], SniffedMedia> = {
  png: { kind: 'image', extension: 'png', contentType: 'image/png' },
  jpg: { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  gif: { kind: 'image', extension: 'gif', contentType: 'image/gif' },
  webp: { kind: 'image', extension: 'webp', contentType: 'image/webp' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4' },
  webm: { kind: 'video', extension: 'webm', contentType: 'video/webm' },
};

/** ISO media brands of MP4 video; image brands (heic, mif1, avif) and QuickTime ('qt  ') are left out. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString('latin1');

export function sniffMedia(data: Buffer): SniffedMedia | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_BY_EXTENSION.png;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return MEDIA_BY_EXTENSION.jpg;
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return MEDIA_BY_EXTENSION.gif;
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return MEDIA_BY_EXTENSION.webp;
  if (ascii(data, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(data, 8, 12))) return MEDIA_BY_EXTENSION.mp4;
  // EBML header; Matroska and WEBM share it and differ by the DocType string inside it.
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(data, 4, SNIFF_BYTES).includes('webm')) {
    return MEDIA_BY_EXTENSION.webm;
  }
  return null;
}
