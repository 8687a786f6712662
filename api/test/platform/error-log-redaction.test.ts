import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { createDb, type Db, type DbHandle } from '../../src/db/client';
import { freshPglite } from '../helpers/pglite-template';

/**
 * Server error logs keep a database error's statement and SQLSTATE but never its values: Drizzle puts the query's
 * parameters in its message and the drivers put the offending value in theirs (and pg in `detail`). The app's own
 * logger is used, with a stream standing in for stdout. The errors come from PGlite and, when DATABASE_URL is set,
 * from PostgreSQL (each driver words its errors differently).
 */
const NAME = 'Zenobia Quillfeather';
const EMAIL = 'zenobia.quillfeather@example.com';

/** A log line as pino writes it (JSON); `err` is what the serializer made of the error. */
interface LogEntry {
  level: number;
  msg: string;
  err?: { type: string; code?: string; statement?: string };
}
const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);

let lines: string[] = [];
let app: FastifyInstance;
let pglite: DbHandle;

beforeAll(async () => {
  pglite = createDb({ pglite: await freshPglite() });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ db: pglite, logger: { level: 'info', stream }, config: { staticSites: [] } });
  // Two requests that fail in the database with the person's details as query parameters.
  app.get('/test/unknown-table', async () => {
    await app.db.execute(sql`SELECT ${NAME}::text, ${EMAIL}::text FROM no_such_table`);
  });
  app.get('/test/bad-number', async () => {
    await app.db.execute(sql`SELECT ${EMAIL}::int`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pglite.close();
});
beforeEach(() => {
  lines = [];
});

const logged = () => lines.join('\n');
const expectNoValues = () => {
  for (const value of [NAME, EMAIL, 'Zenobia', 'quillfeather']) expect(logged()).not.toContain(value);
};

it('a server fault is answered 500 and logged with its statement and code, without the values', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/unknown-table' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: expect.any(String), title: 'Server Error', code: 'SERVER_ERROR' });
  const entry = entries().find((e) => e.level === 50);
  expect(entry?.err).toMatchObject({
    type: 'DatabaseError',
    code: '42P01',
    statement: expect.stringContaining('FROM no_such_table'),
  });
  expect(entry?.err?.statement).toContain('$1');
  expectNoValues();
});

it('a value the database refuses is answered 400 and logged with its code only', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/bad-number' });
  expect([res.statusCode, res.json()]).toEqual([
    400,
    { message: 'A value has the wrong format', title: 'Invalid Input' },
  ]);
  expect(logged()).toContain('22P02');
  expectNoValues();
});

/** The driver's own errors, logged through the app's logger. */
async function driverErrors(db: Db): Promise<unknown[]> {
  const errors: unknown[] = [];
  const capture = (promise: Promise<unknown>) =>
    promise.then(
      () => errors.push(new Error('no error')),
      (e) => errors.push(e),
    );
  await capture(db.execute(sql`SELECT ${EMAIL}::int`));
  // A unique clash: pg reports the clashing value in `detail`.
  await capture(
    db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE clash (email text UNIQUE) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO clash VALUES (${EMAIL})`);
      await tx.execute(sql`INSERT INTO clash VALUES (${EMAIL})`);
    }),
  );
  return errors;
}

async function expectLoggedWithoutValues(db: Db) {
  const errors = await driverErrors(db);
  for (const err of errors) app.log.error({ err }, 'unhandled error');
  const written = entries();
  expect(written.map((e) => [e.err?.type, e.err?.code])).toEqual([
    ['DatabaseError', '22P02'],
    ['DatabaseError', '23505'],
  ]);
  expect(written[1].err?.statement).toMatch(/INSERT INTO clash VALUES \(\$1\)/);
  // The raw errors do hold the values: without the serializer they would be in the log.
  expect(JSON.stringify(errors.map((e) => ({ ...(e as object), message: (e as Error).message })))).toContain(
    EMAIL,
  );
  expectNoValues();
}

it('PGlite errors that carry the values in their messages are logged without them', async () => {
  await expectLoggedWithoutValues(app.db);
});

(process.env.DATABASE_URL ? it : it.skip)(
  'PostgreSQL errors that carry the values in their messages and detail are logged without them',
  async () => {
    const server = createDb({ databaseUrl: process.env.DATABASE_URL });
    try {
      await expectLoggedWithoutValues(server.db);
    } finally {
      await server.close();
    }
  },
);

it('a query that fails without reaching the database (a closed connection) is logged with its cause, without the values', async () => {
  const closed = createDb({ pglite: await freshPglite() });
  await closed.close();
  const err = await closed.db.execute(sql`SELECT ${NAME}::text, ${EMAIL}::text`).then(
    () => new Error('no error'),
    (e: unknown) => e,
  );
  // Drizzle's wrapper names the parameters in its message; the cause says what went wrong.
  expect((err as Error).message).toContain(EMAIL);
  app.log.error({ err }, 'unhandled error');
  const [entry] = entries();
  expect(entry.err).toMatchObject({
    type: 'DatabaseError',
    statement: expect.stringContaining('$2'),
  });
  expect((entry.err as { message?: string }).message).toMatch(/^database error: \S/);
  expectNoValues();
});
