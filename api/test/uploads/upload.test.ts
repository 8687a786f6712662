import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_LIMITS, type UploadReply } from '@storedesk/shared/contracts';
import { auditLog } from '../../src/db/schema';
import { UPLOAD_MESSAGES as M } from '../../src/routes/uploads/upload-messages';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import {
  HTML_PAGE,
  mp4Start,
  multipartBody,
  SVG_IMAGE,
  TEXT_FILE,
  tinyGif,
  tinyJpeg,
  tinyPng,
  type FormPart,
} from './upload-samples';

let app: FastifyInstance;
let uploadDir: string;
let store: StoreRow;
let otherStore: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'storedesk-uploads-'));
  app = await buildTestApp({ config: { uploadDir } });
  store = await createStore(app);
  otherStore = await createStore(app);
  headers = authHeader(await loginAs(app, 'CSC', store));
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const file = (data: Buffer, filename = 'picture.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});
const type = (value: string): FormPart => ({ name: 'type', value });

function upload(parts: FormPart[], auth = headers) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/misc/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const storedCount = () => {
  try {
    return readdirSync(path.join(uploadDir, store.id)).length;
  } catch {
    return 0;
  }
};
/** The answer's url is relative here: this app has no PUBLIC_URL (upload-url.test.ts covers one). */
const pathOf = (url: string) => new URL(url, 'http://unused.invalid').pathname;

describe('POST misc/upload', () => {
  it('stores a real PNG under a random name in the store folder and answers its url', async () => {
    const png = tinyPng();
    const res = await upload([file(png), type('PRODUCT')]);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as UploadReply;
    expect(url).toMatch(new RegExp(`^/api/uploads/${store.id}/[0-9a-f]{32}\\.png$`));
    const name = path.basename(url);
    expect(readFileSync(path.join(uploadDir, store.id, name))).toEqual(png);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'upload'), eq(auditLog.entityId, name)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ storeId: store.id, action: 'create' });
    expect(audit[0].after).toMatchObject({ type: 'PRODUCT', content_type: 'image/png', size: png.length });

    const again = await upload([type('PRODUCT'), file(png)]);
    expect(path.basename((again.json() as UploadReply).url)).not.toBe(name);
  });

  it('names the file by its content: a JPEG sent as "photo.png" image/png is stored and served as JPEG', async () => {
    const jpeg = tinyJpeg();
    const res = await upload([type('CUSTOMERGROUP'), file(jpeg, 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as UploadReply;
    expect(url).toMatch(/\.jpg$/);
    const served = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(jpeg);
  });

  it('serves the file to anyone (no token) with headers that keep a browser from running it', async () => {
    const gif = tinyGif();
    const { url } = (await upload([file(gif, 'a.gif', 'image/gif'), type('SLIDER')])).json() as UploadReply;
    const served = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
    });
    expect(served.rawPayload).toEqual(gif);
  });

  it.each([
    ['an HTML page renamed to .png', HTML_PAGE, 'page.png', 'image/png'],
    ['an SVG image', SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed to .jpg', SVG_IMAGE, 'logo.jpg', 'image/jpeg'],
    ['a text file', TEXT_FILE, 'notes.gif', 'image/gif'],
  ])('refuses %s', async (_label, data, filename, contentType) => {
    const stored = storedCount();
    for (const [uploadType, message] of [
      ['CUSTOMERGROUP', M.imagesOnly],
      ['PRODUCT', M.imagesOrVideos],
    ]) {
      const res = await upload([type(uploadType), file(data, filename, contentType)]);
      expect([res.statusCode, res.json()]).toEqual([400, { message, title: M.unsupportedTitle }]);
    }
    expect(storedCount()).toBe(stored);
  });

  it('takes videos only where the type allows them', async () => {
    const video = mp4Start();
    const ok = await upload([type('PRODUCT'), file(video, 'clip.mp4', 'video/mp4')]);
    expect(ok.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: pathOf((ok.json() as UploadReply).url) });
    expect(served.headers['content-type']).toBe('video/mp4');
    for (const order of [
      [type('CUSTOMERGROUP'), file(video, 'clip.mp4', 'video/mp4')],
      [file(video, 'clip.mp4', 'video/mp4'), type('CUSTOMERGROUP')],
    ]) {
      const refused = await upload(order);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: M.imagesOnly, title: M.unsupportedTitle },
      ]);
    }
  });

  it('refuses an image over 5 MB and a video over 50 MB with 413', async () => {
    const bigImage = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
    const image = await upload([type('PRODUCT'), file(bigImage)]);
    expect([image.statusCode, image.json()]).toEqual([
      413,
      { message: M.imageTooLarge, title: M.tooLargeTitle },
    ]);
    const justUnder = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_LIMITS.imageBytes - 200)]);
    expect((await upload([type('PRODUCT'), file(justUnder)])).statusCode).toBe(200);
    const bigVideo = mp4Start(UPLOAD_LIMITS.videoBytes + 1);
    const video = await upload([type('OTHERS'), file(bigVideo, 'clip.mp4', 'video/mp4')]);
    expect([video.statusCode, video.json()]).toEqual([
      413,
      { message: M.videoTooLarge, title: M.tooLargeTitle },
    ]);
  });

  it('refuses an unknown or missing type', async () => {
    const wrong = await upload([type('BANNER'), file(tinyPng())]);
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { message: M.unknownType, title: M.invalidTitle },
    ]);
    const lower = await upload([type('product'), file(tinyPng())]);
    expect(lower.statusCode).toBe(400);
    const missing = await upload([file(tinyPng())]);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: M.missingType, title: M.invalidTitle },
    ]);
  });

  it('refuses a request without a file ("Error in uploading file" on the screens)', async () => {
    const noFile = await upload([type('PRODUCT')]);
    expect([noFile.statusCode, noFile.json()]).toEqual([
      400,
      { message: M.noFile, title: M.failedTitle, code: 'INVALID_INPUT' },
    ]);
    const empty = await upload([type('PRODUCT'), file(Buffer.alloc(0))]);
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { message: M.noFile, title: M.failedTitle, code: 'INVALID_INPUT' },
    ]);
    const json = await app.inject({
      method: 'POST',
      url: '/api/misc/upload',
      headers,
      payload: { type: 'PRODUCT', file: 'iVBORw0KGgo=' },
    });
    expect([json.statusCode, json.json()]).toEqual([
      400,
      { message: M.noFile, title: M.failedTitle, code: 'INVALID_INPUT' },
    ]);
  });

  it('refuses two files, unknown fields and a broken body', async () => {
    const two = await upload([type('PRODUCT'), file(tinyPng()), file(tinyPng(), 'b.png')]);
    expect([two.statusCode, two.json()]).toEqual([
      400,
      { message: M.oneFile, title: M.failedTitle, code: 'INVALID_INPUT' },
    ]);
    const extra = await upload([type('PRODUCT'), { name: 'colour', value: 'red' }, file(tinyPng())]);
    expect([extra.statusCode, extra.json()]).toEqual([
      400,
      { message: M.badForm, title: M.invalidTitle, code: 'INVALID_INPUT' },
    ]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/misc/upload',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'not a multipart body',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ title: M.invalidTitle });
  });

  it('needs a token', async () => {
    const res = await upload([type('PRODUCT'), file(tinyPng())], {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET uploads/:store_id/:name', () => {
  it('answers 404 for unknown names, names it did not make and another store', async () => {
    const { url } = (await upload([type('PRODUCT'), file(tinyPng())])).json() as UploadReply;
    const name = path.basename(url);
    for (const wrong of [
      `/api/uploads/${otherStore.id}/${name}`,
      `/api/uploads/${store.id}/${'0'.repeat(32)}.png`,
      `/api/uploads/${store.id}/${name.replace('.png', '.html')}`,
      `/api/uploads/${store.id}/..%2F..%2Fpackage.json`,
      `/api/uploads/not-a-store/${name}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: wrong });
      expect([wrong, res.statusCode]).toEqual([wrong, 404]);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('never serves a file whose bytes are not what its name says', async () => {
    const name = `${'ab'.repeat(16)}.png`;
    mkdirSync(path.join(uploadDir, store.id), { recursive: true });
    writeFileSync(path.join(uploadDir, store.id, name), HTML_PAGE);
    const res = await app.inject({ method: 'GET', url: `/api/uploads/${store.id}/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script');
  });
});
