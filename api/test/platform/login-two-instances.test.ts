import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOGIN_LIMITS } from '../../src/config';
import { createEmployee, createStore, login } from '../helpers/fixtures';
import { buildSecondApp } from '../helpers/second-app';
import { buildTestApp } from '../helpers/test-app';

// A minute's first wait keeps the refusals certain however slowly the parallel guesses are served.
const config = { loginLimits: { ...DEFAULT_LOGIN_LIMITS, pairDelaySeconds: 60 } };
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await buildTestApp({ config });
  second = await buildSecondApp(first, { config });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two API instances on one database', () => {
  it('share the login count: of 20 parallel guesses split across both, exactly 5 reach the password check', async () => {
    const store = await createStore(first);
    const { email, password } = await createEmployee(first, { role: 'ADMIN', stores: [store] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(i % 2 ? second : first, { email, password: `guess ${i}`, store_id: store.id }, '10.30.0.1'),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
    // Either instance signs the owner in from another address.
    expect((await login(second, { email, password, store_id: store.id }, '10.30.0.2')).statusCode).toBe(200);
  });
});
