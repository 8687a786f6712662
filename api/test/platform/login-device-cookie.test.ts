import type { FastifyInstance } from 'fastify';
import { deviceCookieName } from '../../src/auth/device-cookie';
import { DEFAULT_LOGIN_LIMITS } from '../../src/config';
import { createEmployee, createStore, type StoreRow } from '../helpers/fixtures';
import { buildSecondApp } from '../helpers/second-app';
import { buildTestApp } from '../helpers/test-app';

/**
 * Issue 21 §4: strangers' wrong guesses must not lock out a browser the owner has signed in on (OWASP device
 * cookies), while the account ceiling still stops strangers. Ceilings lowered so the test needs few guesses.
 */
const limits = { ...DEFAULT_LOGIN_LIMITS, accountFailures: 12, addressFailures: 6 };
let app: FastifyInstance;
let second: FastifyInstance;
let store: StoreRow;

beforeAll(async () => {
  app = await buildTestApp({ config: { loginLimits: limits, trustProxy: true } });
  second = await buildSecondApp(app, { config: { loginLimits: limits } });
  store = await createStore(app);
});
afterAll(async () => {
  await second.close();
  await app.close();
});

interface Attempt {
  email: string;
  password: string;
  ip: string;
  cookie?: string;
  on?: FastifyInstance;
  https?: boolean;
}
const attempt = ({ email, password, ip, cookie, on = app, https }: Attempt) =>
  on.inject({
    method: 'POST',
    url: '/api/employee/login',
    payload: { email, password, store_id: store.id },
    remoteAddress: ip,
    headers: { ...(cookie ? { cookie } : {}), ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
  });

/** The owner signs in once from their browser; answers the cookie that browser keeps (name=value). */
async function ownerBrowser(email: string, password: string, ip: string): Promise<string> {
  const res = await attempt({ email, password, ip });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name.startsWith('sd_device_'))!;
  return `${cookie.name}=${cookie.value}`;
}

async function strangersGuess(email: string, guesses: number, firstOctet: number) {
  for (let i = 0; i < guesses; i++) {
    await attempt({ email, password: `guess ${i}`, ip: `10.${firstOctet}.${i}.1` });
  }
}

describe('device cookies', () => {
  it('is issued at sign-in: HttpOnly, SameSite=Strict, for the login call only, Secure over HTTPS', async () => {
    const { employee, email, password } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const plain = await attempt({ email, password, ip: '10.40.0.1' });
    const [cookie] = plain.cookies;
    expect(cookie).toMatchObject({
      name: deviceCookieName(employee.id),
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/employee/login',
    });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
    const overHttps = await attempt({ email, password, ip: '10.40.0.1', https: true });
    expect(overHttps.cookies[0].secure).toBe(true);
  });

  it("lets the owner's browser in while strangers' guesses hold the account at its ceiling", async () => {
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const cookie = await ownerBrowser(email, password, '10.41.0.1');
    await strangersGuess(email, limits.accountFailures + 3, 42);
    // A fresh address without the cookie (a stranger, or the owner on a new browser) waits out the hour.
    const stranger = await attempt({ email, password, ip: '10.43.0.1' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ title: 'Too Many Attempts' });
    // The browser that signed in before, from a fresh address, on either API instance.
    expect((await attempt({ email, password, ip: '10.43.0.2', cookie })).statusCode).toBe(200);
    expect((await attempt({ email, password, ip: '10.43.0.3', cookie, on: second })).statusCode).toBe(200);
  });

  it("lets the owner's browser in from an address at its limit; others from that address wait", async () => {
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [store] });
    const cookie = await ownerBrowser(email, password, '10.44.0.1');
    const office = '10.44.0.2';
    for (let i = 0; i < limits.addressFailures; i++) {
      await attempt({ email: `spray${i}@example.test`, password: 'x', ip: office });
    }
    const colleague = await createEmployee(app, { role: 'CSC', stores: [store] });
    expect((await attempt({ ...colleague, ip: office })).statusCode).toBe(429);
    expect((await attempt({ email, password, ip: office, cookie })).statusCode).toBe(200);
  });

  it('still limits a trusted browser to 5 wrong guesses of its own', async () => {
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const cookie = await ownerBrowser(email, password, '10.45.0.1');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await attempt({ email, password: `typo ${i}`, ip: `10.45.${i}.2`, cookie })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt({ email, password, ip: '10.45.9.2', cookie })).statusCode).toBe(429);
    // Another browser of the owner's is not held by this one's limit.
    expect((await attempt({ email, password, ip: '10.45.9.3' })).statusCode).toBe(200);
  });

  it("does not trust a forged cookie, nor one of another account's", async () => {
    const owner = await createEmployee(app, { role: 'CSC', stores: [store] });
    const other = await createEmployee(app, { role: 'CSC', stores: [store] });
    const ownCookie = await ownerBrowser(owner.email, owner.password, '10.46.0.1');
    const otherCookie = await ownerBrowser(other.email, other.password, '10.46.0.1');
    await strangersGuess(owner.email, limits.accountFailures, 47);
    const [name, value] = ownCookie.split('=');
    const forged = `${name}=${value.slice(0, -3)}AAA`;
    // The other account's cookie value under the owner's cookie name: signed, but naming another account.
    const swapped = `${name}=${otherCookie.split('=')[1]}`;
    for (const cookie of [forged, swapped, otherCookie]) {
      expect((await attempt({ ...owner, ip: '10.46.0.2', cookie })).statusCode).toBe(429);
    }
    expect((await attempt({ ...owner, ip: '10.46.0.2', cookie: ownCookie })).statusCode).toBe(200);
  });
});
