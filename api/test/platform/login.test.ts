import type { FastifyInstance } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../src/auth/rate-limit';
import { LOGIN_FAILED } from '../../src/auth/login';
import { authHeader, createEmployee, createStore, login, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let storeA: StoreRow;
let storeB: StoreRow;

beforeAll(async () => {
  app = await buildTestApp();
  storeA = await createStore(app, { name: 'Andheri' });
  storeB = await createStore(app, { name: 'Bandra' });
});
afterAll(() => app.close());

const byEmail = (email: string, remoteAddress = '10.1.1.1') =>
  app.inject({ method: 'GET', url: '/api/employee/store_access/byEmail', query: { email }, remoteAddress });

describe('login step one: stores by e-mail', () => {
  it('lists both stores of an e-mail linked to two, in any letter case', async () => {
    await createEmployee(app, { email: 'two.stores@example.test', role: 'ADMIN', stores: [storeA, storeB] });
    const res = await byEmail('Two.Stores@Example.test');
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { _id: string; store_id: { _id: string; name: string } }[] }).data;
    expect(data.map((item) => item.store_id)).toEqual([
      { _id: storeA.id, name: 'Andheri' },
      { _id: storeB.id, name: 'Bandra' },
    ]);
    expect(data.every((item) => typeof item._id === 'string')).toBe(true);
  });

  it('answers an empty list for an unknown e-mail', async () => {
    const res = await byEmail('nobody@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('is rate limited per address', async () => {
    const ip = '10.1.1.99';
    for (let i = 0; i < 60; i++) expect((await byEmail(`probe${i}@example.test`, ip)).statusCode).toBe(200);
    const blocked = await byEmail('probe@example.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: TOO_MANY_ATTEMPTS,
      title: 'Too Many Attempts',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await byEmail('probe@example.test', '10.1.1.100')).statusCode).toBe(200);
  });

  it('counts parallel lookups exactly (the limit is one locked step)', async () => {
    const ip = '10.1.1.98';
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => byEmail(`race${i}@example.test`, ip)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(60);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
  });
});

describe('login step two', () => {
  it('answers token and employee for the chosen store', async () => {
    const { email, password, employee } = await createEmployee(app, {
      role: 'CSC',
      stores: [storeA, storeB],
      firstName: 'Asha',
    });
    const res = await login(app, { email, password, store_id: storeB.id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; employee: Record<string, unknown> };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.employee).toEqual({
      _id: employee.id,
      first_name: 'Asha',
      last_name: 'CSC',
      email,
      employee_type: 'CSC',
      type: 'CSC',
      store_data: { _id: storeB.id, name: 'Bandra' },
    });
    const details = await app.inject({
      method: 'GET',
      url: '/api/store/details',
      headers: authHeader(body.token),
    });
    expect(details.json()).toMatchObject({
      data: { _id: storeB.id, name: 'Bandra', store_timezone: 'Asia/Kolkata' },
    });
  });

  it('gives the same answer for a wrong password, an unknown e-mail and a store without access', async () => {
    const { email, password } = await createEmployee(app, { role: 'FINANCE', stores: [storeA] });
    const answers = await Promise.all([
      login(app, { email, password: 'wrong password', store_id: storeA.id }),
      login(app, { email: 'ghost@example.test', password, store_id: storeA.id }),
      login(app, { email, password, store_id: storeB.id }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
    expect(LOGIN_FAILED).toEqual({
      message: 'Invalid e-mail or password',
      title: 'Error logging to the store',
      code: 'UNAUTHORIZED',
    });
  });

  it('accepts long passwords (64+ and 1024 characters) and refuses longer ones', async () => {
    for (const password of ['p'.repeat(64) + 'ä€😀', 'x'.repeat(1024)]) {
      const { email } = await createEmployee(app, { role: 'ADMIN', stores: [storeA], password });
      expect((await login(app, { email, password, store_id: storeA.id })).statusCode).toBe(200);
    }
    const res = await login(app, {
      email: 'a@example.test',
      password: 'x'.repeat(1025),
      store_id: storeA.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it("does not let a stranger's failures from other addresses lock the owner out", async () => {
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [storeA] });
    for (let address = 0; address < 4; address++) {
      for (let i = 0; i < 5; i++) {
        const guess = await login(
          app,
          { email, password: `guess ${i}`, store_id: storeA.id },
          `10.2.0.${address}`,
        );
        expect(guess.statusCode).toBe(401);
      }
    }
    expect((await login(app, { email, password, store_id: storeA.id }, '10.2.0.50')).statusCode).toBe(200);
  });

  it('counts the failures of an account and address only since their last success', async () => {
    const ip = '10.2.1.1';
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [storeA] });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(app, { email, password: 'nope', store_id: storeA.id }, ip)).statusCode).toBe(401);
      }
      expect((await login(app, { email, password, store_id: storeA.id }, ip)).statusCode).toBe(200);
    }
  });

  it('limits failures per address to 50 in 15 minutes, whichever accounts they try', async () => {
    const ip = '10.3.0.1';
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [storeA] });
    for (let i = 0; i < 50; i++) {
      expect(
        (await login(app, { email: `spray${i}@example.test`, password: 'x', store_id: storeA.id }, ip))
          .statusCode,
      ).toBe(401);
    }
    const refused = await login(app, { email, password, store_id: storeA.id }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: TOO_MANY_ATTEMPTS,
      title: 'Too Many Attempts',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await login(app, { email, password, store_id: storeA.id }, '10.3.0.2')).statusCode).toBe(200);
  });
});
