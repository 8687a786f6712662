import type { InjectOptions } from 'fastify';
import type { RouteCatalogEntry } from '../../src/http/define-route';
import { createValidatorCompiler } from '../../src/plugins/validation';
import { sampleValue, toQuery, type HttpPart, type JsonSchema } from './schema-samples';

export interface RouteInput {
  params: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

const compile = createValidatorCompiler();

/** Fails loudly when the generated value does not pass the route's own validation (so bad-input cases mean something). */
function assertValid(entry: RouteCatalogEntry, part: HttpPart, schema: JsonSchema, value: unknown) {
  const validate = compile({ schema, method: entry.method, url: entry.url, httpPart: part }) as (
    v: unknown,
  ) => boolean;
  const copy = structuredClone(value);
  if (!validate(part === 'body' ? copy : JSON.parse(JSON.stringify(toQuery(copy))))) {
    throw new Error(
      `${entry.method} ${entry.url}: cannot generate a valid ${part} (${JSON.stringify(value)}); add \`examples: [...]\` to the field that fails`,
    );
  }
}

/** A valid input for the route, every id set to `id` (an id of store A). */
export function validInput(entry: RouteCatalogEntry, id: string): RouteInput {
  const params: Record<string, unknown> = {};
  for (const name of entry.url.match(/:(\w+)/g) ?? []) params[name.slice(1)] = id;
  const schemaParams = entry.schema.params as JsonSchema | undefined;
  if (schemaParams) Object.assign(params, sampleValue(schemaParams, { id }) as object);
  const input: RouteInput = { params };
  for (const part of ['querystring', 'body'] as const) {
    const schema = entry.schema[part] as JsonSchema | undefined;
    if (!schema) continue;
    const value = sampleValue(schema, { id });
    assertValid(entry, part, schema, value);
    if (part === 'querystring') input.query = value;
    else input.body = value;
  }
  return input;
}

export function injectOptions(
  entry: RouteCatalogEntry,
  input: RouteInput,
  headers: Record<string, string> = {},
): InjectOptions {
  const url = entry.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params[name])),
  );
  return {
    method: entry.method,
    url,
    headers,
    ...(input.query !== undefined ? { query: toQuery(input.query) } : {}),
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  };
}
