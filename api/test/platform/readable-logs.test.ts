import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { freshPglite } from '../helpers/pglite-template';

/**
 * Issue 21 §7: the start command's terminal shows a person's lines (the address, warnings, errors), not a JSON
 * line per request; requests go to a file (JSON), or to the terminal as short lines when asked for.
 */
function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('log format from the environment', () => {
  it('is JSON unless LOG_FORMAT=readable; requests go to REQUEST_LOG_FILE, or the terminal with LOG_REQUESTS', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    const readable = loadConfig({
      LOG_FORMAT: 'readable',
      REQUEST_LOG_FILE: '/tmp/storedesk/requests.log',
      LOG_REQUESTS: 'readable',
    });
    expect(readable).toMatchObject({
      logFormat: 'readable',
      requestLogFile: '/tmp/storedesk/requests.log',
      showRequests: true,
    });
    expect(loadConfig({ LOG_FORMAT: 'readable' })).toMatchObject({
      requestLogFile: null,
      showRequests: false,
    });
  });
});

describe.each([false, true])('readable logs (requests shown in the terminal: %s)', (showRequests) => {
  const terminal = collector();
  const requests = collector();
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = createDb({ pglite: await freshPglite() });
    app = await buildApp({
      db,
      config: { staticSites: [], logFormat: 'readable', showRequests },
      readableLogs: { terminal: terminal.stream, requestLog: requests.stream },
    });
    app.get('/test/warn', async (request) => {
      request.log.warn('Printer tray empty');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('writes warnings as readable lines and each request as one JSON line in the request log', async () => {
    expect((await app.inject({ method: 'GET', url: '/test/warn' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);

    expect(terminal.lines.some((line) => /^\[\d\d:\d\d:\d\d\] WARN.*: Printer tray empty$/.test(line))).toBe(
      true,
    );
    // Nothing in the terminal is JSON.
    expect(terminal.lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    const logged = requests.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/test/warn',
        statusCode: 200,
        msg: 'request completed',
      }),
      expect.objectContaining({ method: 'GET', url: '/api/no-such-thing', statusCode: 404 }),
    ]);
    const requestLines = terminal.lines.filter((line) => / GET \/test\/warn 200 \d+ ms$/.test(line));
    expect(requestLines).toHaveLength(showRequests ? 1 : 0);
  });
});
