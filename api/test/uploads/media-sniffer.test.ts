import { sniffMedia } from '../../src/routes/uploads/media-sniffer';
import { HTML_PAGE, mp4Start, SVG_IMAGE, TEXT_FILE, tinyGif, tinyJpeg, tinyPng } from './upload-samples';

const riff = (kind: string) => {
  const data = Buffer.alloc(64);
  data.write('RIFF', 0, 'latin1');
  data.writeUInt32LE(56, 4);
  data.write(kind, 8, 'latin1');
  return data;
};
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from(docType),
    Buffer.alloc(40),
  ]);
const ftyp = (brand: string) => {
  const data = mp4Start();
  data.write(brand, 8, 'latin1');
  return data;
};

describe('sniffMedia', () => {
  it.each([
    ['PNG', tinyPng(), 'png'],
    ['JPEG', tinyJpeg(), 'jpg'],
    ['GIF', tinyGif(), 'gif'],
    ['WEBP', riff('WEBPVP8 '), 'webp'],
    ['MP4', mp4Start(), 'mp4'],
    ['WEBM', ebml('webm'), 'webm'],
  ])('recognises %s', (_label, data, extension) => {
    expect(sniffMedia(data)?.extension).toBe(extension);
  });

  it.each([
    ['HTML', HTML_PAGE],
    ['SVG', SVG_IMAGE],
    ['text', TEXT_FILE],
    ['an empty file', Buffer.alloc(0)],
    ['a WAV (RIFF but not WEBP)', riff('WAVEfmt ')],
    ['Matroska (EBML but not WEBM)', ebml('matroska')],
    ['HEIC (ftyp image brand)', ftyp('heic')],
    ['AVIF (ftyp image brand)', ftyp('avif')],
    ['QuickTime', ftyp('qt  ')],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a truncated PNG signature', tinyPng().subarray(0, 4)],
  ])('refuses %s', (_label, data) => {
    expect(sniffMedia(data)).toBeNull();
  });
});
