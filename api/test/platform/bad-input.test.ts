import type { FastifyInstance } from 'fastify';
import type { RouteCatalogEntry } from '../../src/http/define-route';
import { authHeader } from '../helpers/fixtures';
import { tokensForMatrix, type MatrixTokens } from '../helpers/matrix';
import { injectOptions, validInput, type RouteInput } from '../helpers/route-requests';
import {
  badCases,
  hostileCases,
  openObjects,
  rawJsonBody,
  unboundedStrings,
  type HttpPart,
  type JsonSchema,
} from '../helpers/schema-samples';
import { tableCounts } from '../helpers/table-counts';
import { buildTestApp } from '../helpers/test-app';

/**
 * Bad input for every route with a request schema, generated from that schema, so a new route is covered without
 * anyone writing its cases: unknown, wrongly typed, missing and oversized fields, and hostile values (NUL, lone
 * surrogates, days that do not exist, years out of range, non-finite numbers, malformed id lists) must each answer
 * 400 `{message, title}` and write nothing (every table's row count, the audit log's included, is unchanged).
 */
let app: FastifyInstance;
let matrix: MatrixTokens;

beforeAll(async () => {
  app = await buildTestApp();
  matrix = await tokensForMatrix(app);
});
afterAll(() => app.close());

const PARTS: HttpPart[] = ['querystring', 'body', 'params'];
const label = (entry: RouteCatalogEntry) => `${entry.method} ${entry.url}`;

/**
 * Staff read these messages (issue 21 §6): no quoted keys, no schema paths (`store_payment.amount`, `tags.0`), no
 * snake_case names and no comparison signs (`must be < 10000000000`).
 */
const DEVELOPER_WORDS = [/"/, /[a-z]\.[a-z0-9]/i, /[a-z]_[a-z]/i, /[<>=]/, /must NOT/];
const isPlainWords = (message: string) => DEVELOPER_WORDS.every((pattern) => !pattern.test(message));

function withPart(input: RouteInput, part: HttpPart, value: unknown): RouteInput {
  if (part === 'params') return { ...input, params: value as Record<string, unknown> };
  return part === 'querystring' ? { ...input, query: value } : { ...input, body: value };
}

describe('bad input', () => {
  it('every request object refuses unknown fields and every request string is bounded', () => {
    const problems: string[] = [];
    for (const entry of app.routeCatalog) {
      for (const part of PARTS) {
        const schema = entry.schema[part] as JsonSchema | undefined;
        if (!schema) continue;
        openObjects(schema).forEach((path) =>
          problems.push(`${label(entry)} ${part} ${path}: additionalProperties must be false`),
        );
        unboundedStrings(schema).forEach((path) =>
          problems.push(`${label(entry)} ${part} ${path}: string needs a maxLength`),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('every generated bad or hostile value answers 400 {message, title}, never 5xx, and writes nothing', async () => {
    const failures: string[] = [];
    const counted = { cases: 0, routes: new Set<string>(), hostile: 0 };
    // A token per route, minted before the counts are taken (a case that got through could end its session).
    const tokens = new Map<RouteCatalogEntry, string | undefined>();
    for (const entry of app.routeCatalog)
      tokens.set(entry, entry.permission === 'public' ? undefined : await matrix.mint('ADMIN'));
    const before = await tableCounts(app);
    for (const entry of app.routeCatalog) {
      const base = validInput(entry, matrix.storeA.id);
      const token = tokens.get(entry);
      for (const part of PARTS) {
        const schema = entry.schema[part] as JsonSchema | undefined;
        if (!schema) continue;
        const current = part === 'params' ? base.params : part === 'querystring' ? base.query : base.body;
        const hostile = hostileCases(schema, current, part);
        counted.hostile += hostile.length;
        for (const bad of [...badCases(schema, current, part), ...hostile]) {
          counted.cases++;
          counted.routes.add(label(entry));
          const options = injectOptions(entry, withPart(base, part, bad.value), authHeader(token));
          if (part === 'body') {
            options.payload = rawJsonBody(bad.value);
            options.headers = { ...options.headers, 'content-type': 'application/json' };
          }
          const res = await app.inject(options);
          const body = res.json() as Record<string, unknown>;
          // A details route answers a garbled id as a record it does not have (the screen shows "not found").
          if (bad.malformedId && entry.malformedId) {
            if (res.statusCode !== 404 || body.title !== entry.malformedId.title)
              failures.push(
                `${label(entry)} ${part} ${bad.name}: ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            continue;
          }
          const ok =
            res.statusCode === 400 &&
            typeof body.message === 'string' &&
            body.message !== '' &&
            isPlainWords(body.message) &&
            // 'Invalid Input', or the screen's own title where a route declares one for days that do not exist.
            body.title === (bad.dayFormat && entry.invalidDay ? entry.invalidDay.title : 'Invalid Input');
          if (!ok)
            failures.push(`${label(entry)} ${part} ${bad.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    // The closing note quotes these figures.
    console.log(
      `bad-input: ${counted.cases} generated cases (${counted.hostile} hostile values) on ${counted.routes.size} routes`,
    );
    expect(failures).toEqual([]);
    expect(counted.cases).toBeGreaterThan(500);
    expect(counted.hostile).toBeGreaterThan(200);
    expect(await tableCounts(app)).toEqual(before);
  });

  it('names the field in plain words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: 'a@b.test', store_id: matrix.storeA.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Password is required',
      title: 'Invalid Input',
      code: 'INVALID_INPUT',
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/store/details?colour=red',
      headers: authHeader(matrix.tokens.ADMIN),
    });
    expect(unknown.json()).toEqual({
      message: 'Unknown field in the page address: Colour',
      title: 'Invalid Input',
    });
  });

  it('names a money limit in rupees and the field by its label, not its path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: authHeader(matrix.tokens.ADMIN),
      payload: {
        store_payment: { amount: 10000000000, due_date: '2030-01-15' },
        idempotency_key: 'pay-over-limit',
      },
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Amount must be less than ₹10,000,000,000', title: 'Invalid Input' },
    ]);
    const filter = await app.inject({
      method: 'GET',
      url: '/api/store/order/all?filter.order_from_date=2026-02-30',
      headers: authHeader(matrix.tokens.ADMIN),
    });
    expect(filter.json()).toMatchObject({
      message: 'Booking from date must be a real calendar day (YYYY-MM-DD) between 1900 and 2199',
    });
  });

  it('refuses malformed JSON and a number sent for a text field', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ title: 'Invalid Input' });
    const numeric = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: 'a@b.test', password: 12345678, store_id: matrix.storeA.id },
    });
    expect(numeric.json()).toEqual({ message: 'Password must be text', title: 'Invalid Input' });
  });
});
