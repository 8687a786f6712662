import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Tiny but real media files and a multipart body builder for the upload tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 RGBA PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid 8x8 grey baseline JPEG: quantisation table, frame header, one-symbol DC and AC Huffman tables and one
 * block whose coefficients are all zero (DC difference 0, then end-of-block).
 */
export function tinyJpeg(): Buffer {
  const marker = (code: number, payload: number[]) => {
    const length = payload.length + 2;
    return [0xff, code, length >> 8, length & 0xff, ...payload];
  };
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8,
    ...marker(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...marker(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...marker(0xc4, oneSymbolTable(0x00)),
    ...marker(0xc4, oneSymbolTable(0x10)),
    ...marker(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** The classic 1x1 transparent GIF. */
export const tinyGif = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The start of an MP4 (ftyp box, brand isom) followed by filler: enough for content sniffing. */
export function mp4Start(size = 256): Buffer {
  const data = Buffer.alloc(size);
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  data.writeUInt32BE(0x200, 12);
  data.write('isommp41', 16, 'latin1');
  return data;
}

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_IMAGE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
export const TEXT_FILE = Buffer.from('just some notes, definitely not an image\n'.repeat(4));

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storedesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
