import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import type { RouteCatalogEntry } from '../../src/http/define-route';
import { authHeader } from '../helpers/fixtures';
import { tokensForMatrix, type MatrixTokens } from '../helpers/matrix';
import { injectOptions, validInput, type RouteInput } from '../helpers/route-requests';
import {
  badCases,
  openObjects,
  unboundedStrings,
  type HttpPart,
  type JsonSchema,
} from '../helpers/schema-samples';
import { buildTestApp } from '../helpers/test-app';

/**
 * Bad input for every route with a request schema, generated from that schema: unknown, wrongly typed, missing
 * and oversized fields must each answer 400 `{message, title}` and write nothing.
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
const auditCount = async () => (await app.db.select({ n: count() }).from(auditLog))[0].n;

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

  it('every generated bad value answers 400 {message, title} and writes nothing', async () => {
    const failures: string[] = [];
    let cases = 0;
    const auditBefore = await auditCount();
    for (const entry of app.routeCatalog) {
      const base = validInput(entry, matrix.storeA.id);
      const token = entry.permission === 'public' ? undefined : await matrix.mint('ADMIN');
      for (const part of PARTS) {
        const schema = entry.schema[part] as JsonSchema | undefined;
        if (!schema) continue;
        const current = part === 'params' ? base.params : part === 'querystring' ? base.query : base.body;
        for (const bad of badCases(schema, current, part)) {
          cases++;
          const res = await app.inject(
            injectOptions(entry, withPart(base, part, bad.value), authHeader(token)),
          );
          const body = res.json() as Record<string, unknown>;
          const ok =
            res.statusCode === 400 &&
            typeof body.message === 'string' &&
            body.message !== '' &&
            body.title === 'Invalid Input';
          if (!ok)
            failures.push(`${label(entry)} ${part} ${bad.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(5);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('names the field in plain words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: 'a@b.test', store_id: matrix.storeA.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '"password" is required', title: 'Invalid Input' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/store/details?colour=red',
      headers: authHeader(matrix.tokens.ADMIN),
    });
    expect(unknown.json()).toEqual({
      message: 'Unknown field "colour" in the query',
      title: 'Invalid Input',
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
    expect(numeric.json()).toEqual({ message: '"password" must be a string', title: 'Invalid Input' });
  });
});
