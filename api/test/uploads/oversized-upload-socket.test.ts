import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '@storedesk/shared/contracts';
import { SESSION_ENDED } from '../../src/plugins/auth';
import { UPLOAD_MESSAGES as M } from '../../src/routes/uploads/upload-messages';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { HTML_PAGE, multipartBody, tinyPng } from './upload-samples';

/**
 * Over a real socket (inject has none): a refused oversized upload must not leave its keep-alive connection
 * holding the unread rest of the body, or the next request sent on it waits forever.
 */
let app: FastifyInstance;
let uploadDir: string;
let port: number;
let token: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'storedesk-oversized-'));
  app = await buildTestApp({ config: { uploadDir } });
  token = await loginAs(app, 'CSC', await createStore(app));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  // A stalled connection would otherwise keep close() waiting.
  app.server.closeAllConnections();
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on `agent`; settles with the answer (the upload's own write may fail once the server closes). */
function send(agent: http.Agent, options: http.RequestOptions, body?: Buffer): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // The agent's timeout counts from when the request gets a socket: a request queued behind a stalled one never
    // starts it, so a timer of our own stands in for it.
    const timer = setTimeout(
      () => reject(new Error(`no answer to ${options.method} ${options.path} in 10 s`)),
      10_000,
    );
    const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: Date.now() - started,
        });
      });
    });
    // The server may close while the rest of a refused upload is still being written: EPIPE / ECONNRESET.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

/** A file part of `size` bytes starting with `head` (what the server sniffs), sent with the type PRODUCT. */
function form(head: Buffer, size: number) {
  const data = Buffer.concat([head, Buffer.alloc(size - head.length)]);
  return multipartBody([
    { name: 'type', value: 'PRODUCT' },
    { name: 'file', filename: 'big.png', contentType: 'image/png', data },
  ]);
}

// Four times the image limit: far more than the socket buffers hold once the server stops reading.
const BIG = UPLOAD_LIMITS.imageBytes * 4;

it.each([
  ['an image over the limit', tinyPng(), true, 413, { message: M.imageTooLarge, title: M.tooLargeTitle }],
  ['a file that is no image', HTML_PAGE, true, 400, { message: M.imagesOrVideos, title: M.unsupportedTitle }],
  ['an upload without a token', tinyPng(), false, 401, { message: SESSION_ENDED, title: 'Access Denied' }],
])(
  'refuses %s and answers the next request on the same keep-alive agent promptly',
  async (_label, head, withToken, status, answer) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = form(head, BIG);
      const headers = { ...(withToken ? authHeader(token) : {}), ...body.headers };
      const upload = await send(
        agent,
        {
          method: 'POST',
          path: '/api/misc/upload',
          headers: { ...headers, 'content-length': body.payload.length },
        },
        body.payload,
      );
      expect([upload.status, JSON.parse(upload.body)]).toEqual([status, answer]);

      const next = await send(agent, {
        method: 'GET',
        path: '/api/store/details',
        headers: authHeader(token),
      });
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  },
  30_000,
);
