import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILED } from '../../src/auth/login';
import { accountKey, pairKey, tooManyAttemptsMessage } from '../../src/auth/rate-limit';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../../src/config';
import { loginAttempts } from '../../src/db/schema';
import { createEmployee, createStore, login, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/** One app per set of limits; `store` is where every employee of the block signs in. */
function appWith(limits: Partial<LoginLimits>) {
  const ctx = {} as { app: FastifyInstance; store: StoreRow };
  beforeAll(async () => {
    ctx.app = await buildTestApp({ config: { loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...limits } } });
    ctx.store = await createStore(ctx.app);
  });
  afterAll(() => ctx.app.close());
  return ctx;
}

const refusedFor = (seconds: number) => ({
  message: tooManyAttemptsMessage(seconds),
  title: 'Too Many Attempts',
});
/** The wait a 429 asks for, in seconds, after checking it is the throttle's answer. */
function askedWait(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}): number {
  expect(res.statusCode).toBe(429);
  const { message, title } = res.json() as { message: string; title: string };
  expect(title).toBe('Too Many Attempts');
  const [, amount, unit] =
    /^Too many login attempts\. Please wait (\d+) (second|minute)s? and try again\.$/.exec(message)!;
  // Retry-After carries the same wait in seconds (the message rounds minutes up).
  const retryAfter = Number(res.headers['retry-after']);
  if (unit === 'minute') expect(Math.ceil(retryAfter / 60)).toBe(Number(amount));
  else expect(retryAfter).toBe(Number(amount));
  return Number(amount) * (unit === 'minute' ? 60 : 1);
}
const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode);
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

/** Moves the recorded attempts of `key` into the past, as if that much time had gone by. */
async function age(app: FastifyInstance, key: string, seconds: number) {
  await app.db
    .update(loginAttempts)
    .set({ at: sql`${loginAttempts.at} - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.key, key));
}

describe('guesses at one account from one address', () => {
  // A minute's first wait keeps the refusals certain however slowly the parallel guesses are served.
  const ctx = appWith({ pairDelaySeconds: 60 });

  it('lets exactly 5 of 50 parallel wrong guesses reach the password check; the rest answer 429', async () => {
    const { app, store } = ctx;
    const ip = '10.20.0.1';
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [store] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(app, { email, password: `guess ${i}`, store_id: store.id }, ip),
      ),
    );
    const codes = statuses(answers);
    expect(countOf(codes, 401)).toBe(5);
    expect(countOf(codes, 429)).toBe(45);
    for (const res of answers) {
      if (res.statusCode === 401) expect(res.json()).toEqual(LOGIN_FAILED);
      else expect(askedWait(res)).toBeGreaterThanOrEqual(50);
    }
    const failures = await app.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, pairKey(email, ip)), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(5);
    // The owner, from anywhere else, is not held up.
    expect((await login(app, { email, password, store_id: store.id }, '10.20.0.2')).statusCode).toBe(200);
  });

  it("does not let a stranger's 20 guesses from address A stop the owner signing in from address B", async () => {
    const { app, store } = ctx;
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      codes.push(
        (await login(app, { email, password: `guess ${i}`, store_id: store.id }, '10.21.0.1')).statusCode,
      );
    }
    expect(codes).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await login(app, { email, password, store_id: store.id }, '10.21.0.2')).statusCode).toBe(200);
  });
});

describe('the limit of an account and address pair, as configured for production', () => {
  const ctx = appWith({});

  it('allows 5 wrong guesses and refuses the sixth, even one typed as slowly as a person types', async () => {
    const { app, store } = ctx;
    const ip = '10.25.0.1';
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const attempt = (pass: string) => login(app, { email, password: pass, store_id: store.id }, ip);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await attempt(`guess ${i}`)).statusCode);
      // A person reads the answer and types again: five seconds between guesses.
      await age(app, pairKey(email, ip), 5);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // A minute from the fifth failure, ten (aged) seconds ago.
    expect(askedWait(await attempt(password))).toBe(50);
  });
});

describe('the delay of an account and address pair', () => {
  // 5 s, 10 s, 20 s, 40 s: long enough that a slow machine still sees each wait (told to within 3 s).
  const ctx = appWith({ pairDelaySeconds: 5 });

  it('doubles with every failure past 5 and starts afresh after a success', async () => {
    const { app, store } = ctx;
    const ip = '10.22.0.1';
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [store] });
    const key = pairKey(email, ip);
    const attempt = (pass: string) => login(app, { email, password: pass, store_id: store.id }, ip);
    for (let i = 0; i < 5; i++) expect((await attempt('nope')).statusCode).toBe(401);
    for (const wait of [5, 10, 20, 40]) {
      const asked = askedWait(await attempt(password));
      expect(asked).toBeLessThanOrEqual(wait);
      expect(asked).toBeGreaterThan(wait - 3);
      await age(app, key, wait);
      expect((await attempt('nope')).statusCode).toBe(401);
    }
    await age(app, key, 80);
    expect((await attempt(password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('nope')).statusCode).toBe(401);
    expect((await attempt('nope')).statusCode).toBe(429);
  });
});

describe('the ceiling of an account', () => {
  const ctx = appWith({ accountFailures: 10 });

  it('refuses every address for the rest of the hour once the account has its ceiling of failures', async () => {
    const { app, store } = ctx;
    const owner = await createEmployee(app, { role: 'ADMIN', stores: [store] });
    const other = await createEmployee(app, { role: 'ADMIN', stores: [store] });
    for (let i = 0; i < 10; i++) {
      const guess = await login(
        app,
        { email: owner.email, password: 'nope', store_id: store.id },
        `10.23.${i}.1`,
      );
      expect(guess.statusCode).toBe(401);
    }
    for (const ip of ['10.23.0.1', '10.23.99.1']) {
      const refused = await login(
        app,
        { email: owner.email, password: owner.password, store_id: store.id },
        ip,
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(refusedFor(60 * 60));
    }
    const otherLogin = { email: other.email, password: other.password, store_id: store.id };
    expect((await login(app, otherLogin, '10.23.99.1')).statusCode).toBe(200);
    await age(app, accountKey(owner.email), 60 * 60);
    const ownerLogin = { email: owner.email, password: owner.password, store_id: store.id };
    expect((await login(app, ownerLogin, '10.23.99.1')).statusCode).toBe(200);
  });
});

describe('one office behind one address', () => {
  const ctx = appWith({});

  it('signs in 30 staff at once, while failures from the address stop at 50', async () => {
    const { app, store } = ctx;
    const office = '10.24.0.1';
    const staff = await Promise.all(
      Array.from({ length: 31 }, () => createEmployee(app, { role: 'CSC', stores: [store] })),
    );
    const signIns = await Promise.all(
      staff
        .slice(0, 30)
        .map(({ email, password }) => login(app, { email, password, store_id: store.id }, office)),
    );
    expect(statuses(signIns)).toEqual(Array(30).fill(200));
    const spray = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(app, { email: `spray${i}@example.test`, password: 'x', store_id: store.id }, office),
      ),
    );
    const codes = statuses(spray);
    expect(countOf(codes, 401)).toBe(50);
    expect(countOf(codes, 429)).toBe(10);
    const last = { email: staff[30].email, password: staff[30].password, store_id: store.id };
    expect((await login(app, last, office)).statusCode).toBe(429);
    expect((await login(app, last, '10.24.0.2')).statusCode).toBe(200);
  });
});
