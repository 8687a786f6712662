import { randomUUID } from 'node:crypto';

/**
 * Valid and invalid request values generated from a route's JSON schema, so the permission-matrix and bad-input
 * tests cover every route, including ones added later, without hand-written inputs.
 * A field the generator cannot satisfy (an exotic pattern) needs `examples: [...]` in its schema.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  examples?: unknown[];
  default?: unknown;
}

export type HttpPart = 'querystring' | 'body' | 'params';

export interface SampleContext {
  /** The uuid used for every id field (an id of store A, so other stores get 404). */
  id?: string;
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  email: () => 'sample@example.test',
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
  time: () => '10:00:00Z',
  uri: () => 'https://example.test/sample',
  url: () => 'https://example.test/sample',
  'uri-reference': () => 'https://example.test/sample',
};

/** A string matching a simple regular expression (anchors, classes, escapes, groups with |, quantifiers). */
export function stringForPattern(pattern: string): string {
  let i = 0;
  const parseAlternatives = (): string => {
    const first = parseSequence();
    while (pattern[i] === '|') {
      i++;
      parseSequence();
    }
    return first;
  };
  const parseSequence = (): string => {
    let out = '';
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      const atom = parseAtom();
      out += atom.repeat(parseQuantifier());
    }
    return out;
  };
  const parseAtom = (): string => {
    const c = pattern[i++];
    if (c === '^' || c === '$') return '';
    if (c === '(') {
      if (pattern.startsWith('?:', i)) i += 2;
      const inner = parseAlternatives();
      i++; // ')'
      return inner;
    }
    if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      const body = pattern.slice(i, end);
      i = end + 1;
      if (body.startsWith('^')) return 'x';
      if (body.startsWith('\\d')) return '1';
      if (body.startsWith('\\')) return body[1];
      return body[0] === '0' && body[1] === '-' ? '1' : body[0];
    }
    if (c === '\\') {
      const e = pattern[i++];
      return ({ d: '1', w: 'a', s: ' ', D: 'a', W: '-', S: 'a' } as Record<string, string>)[e] ?? e;
    }
    if (c === '.') return 'a';
    return c;
  };
  const parseQuantifier = (): number => {
    const q = pattern[i];
    if (q === '?' || q === '*' || q === '+') {
      i++;
      return 1; // one repetition satisfies all three
    }
    if (q === '{') {
      const end = pattern.indexOf('}', i);
      const [min] = pattern.slice(i + 1, end).split(',');
      i = end + 1;
      return Math.max(1, Number(min));
    }
    return 1;
  };
  return parseAlternatives();
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
const variants = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** A minimal valid value: required properties only, smallest allowed numbers and lists. */
export function sampleValue(schema: JsonSchema, ctx: SampleContext = {}): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = variants(schema);
  if (options) return sampleValue(options.find((v) => typeOf(v) !== 'null') ?? options[0], ctx);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, ctx)));
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(schema.properties?.[key] ?? {}, ctx);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}, ctx));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(min, schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'uuid') return ctx.id ?? randomUUID();
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]();
      if (schema.pattern) return stringForPattern(schema.pattern);
      const length = Math.min(Math.max(schema.minLength ?? 0, 6), schema.maxLength ?? 6);
      return 'sample'.padEnd(length, 'x').slice(0, length);
    }
    default:
      return 'sample';
  }
}

export interface BadCase {
  name: string;
  value: unknown;
  /** A well-shaped day that names no real day (a route may answer it in its screen's words). */
  dayFormat?: boolean;
  /** A query id that is not a uuid: a details route answers it as an unknown record (404). */
  malformedId?: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);

/** A value of the wrong JSON type for `schema`, or undefined when none can be sent in this part of the request. */
function wrongTypeValue(schema: JsonSchema, part: HttpPart): unknown {
  if (variants(schema) || schema.allOf || schema.type === undefined) return undefined;
  const type = typeOf(schema);
  const textual = part !== 'body'; // query strings and params are text, coerced to the declared type
  switch (type) {
    case 'integer':
    case 'number':
    case 'boolean':
      return 'not-a-value';
    case 'string':
      if (!textual) return 12345;
      return schema.format || schema.pattern || schema.enum ? 'not a valid value!' : undefined;
    case 'array':
    case 'object':
      return textual ? undefined : 'not-a-value';
    default:
      return undefined;
  }
}

/** Every invalid variant of `base` the schema lets us derive: unknown, wrongly typed, missing and oversized fields. */
export function badCases(schema: JsonSchema, base: unknown, part: HttpPart): BadCase[] {
  const cases: BadCase[] = [];
  const walk = (node: JsonSchema, value: unknown, path: string, rebuild: (inner: unknown) => unknown) => {
    const type = typeOf(node);
    if (type === 'array' && node.items && typeOf(node.items) === 'object' && part === 'body') {
      walk(node.items, sampleValue(node.items), `${path}[0]`, (inner) => rebuild([inner]));
    }
    if (type !== 'object' || !node.properties || typeof value !== 'object' || value === null) return;
    const object = value as Record<string, unknown>;
    cases.push({ name: `unknown field ${path}zz_unknown`, value: rebuild({ ...object, zz_unknown: 'x' }) });
    for (const [key, prop] of Object.entries(node.properties)) {
      const at = `${path}${key}`;
      const set = (v: unknown) => rebuild({ ...object, [key]: v });
      if (node.required?.includes(key)) {
        const { [key]: _omitted, ...rest } = object;
        cases.push({ name: `missing required ${at}`, value: rebuild(rest) });
      }
      const wrong = wrongTypeValue(prop, part);
      if (wrong !== undefined)
        cases.push({
          name: `wrong type ${at}`,
          value: set(wrong),
          malformedId: part === 'querystring' && prop.format === 'uuid',
        });
      if (typeOf(prop) === 'string' && prop.maxLength !== undefined) {
        cases.push({ name: `oversized ${at}`, value: set('a'.repeat(prop.maxLength + 1)) });
      }
      if (typeOf(prop) === 'array' && prop.maxItems !== undefined && prop.items) {
        const item = sampleValue(prop.items);
        cases.push({
          name: `too many items ${at}`,
          value: set(Array.from({ length: prop.maxItems + 1 }, () => clone(item))),
        });
      }
      if (!variants(prop)) walk(prop, object[key] ?? sampleValue(prop), `${at}.`, (inner) => set(inner));
    }
  };
  walk(schema, clone(base), '', (inner) => inner);
  return cases;
}

/** An anchored pattern without *, + or {n,} can only match strings of bounded length. */
const boundedPattern = (pattern: string) =>
  pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);

/** Paths (a.b[0].c) of request strings that are unbounded: no maxLength, enum, const, or bounded format. */
export function unboundedStrings(schema: JsonSchema, path = ''): string[] {
  const out: string[] = [];
  const options = variants(schema);
  if (options) options.forEach((v) => out.push(...unboundedStrings(v, path)));
  if (schema.allOf) schema.allOf.forEach((v) => out.push(...unboundedStrings(v, path)));
  const type = typeOf(schema);
  if (type === 'string') {
    const bounded =
      schema.maxLength !== undefined ||
      schema.enum ||
      schema.const !== undefined ||
      ['uuid', 'date', 'date-time', 'time'].includes(schema.format ?? '') ||
      (schema.pattern !== undefined && boundedPattern(schema.pattern));
    if (!bounded) out.push(path || '(root)');
  }
  if (type === 'array' && schema.items) out.push(...unboundedStrings(schema.items, `${path}[]`));
  for (const [key, prop] of Object.entries(schema.properties ?? {}))
    out.push(...unboundedStrings(prop, path ? `${path}.${key}` : key));
  return out;
}

/** Paths of object schemas that accept unknown properties. */
export function openObjects(schema: JsonSchema, path = ''): string[] {
  const out: string[] = [];
  (variants(schema) ?? schema.allOf ?? []).forEach((v) => out.push(...openObjects(v, path)));
  if (typeOf(schema) === 'object' && schema.additionalProperties !== false) out.push(path || '(root)');
  if (schema.items) out.push(...openObjects(schema.items, `${path}[]`));
  for (const [key, prop] of Object.entries(schema.properties ?? {}))
    out.push(...openObjects(prop, path ? `${path}.${key}` : key));
  return out;
}

/** Query-string form of a value: numbers and booleans as text, lists as repeated keys. */
export function toQuery(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v === undefined) continue;
    out[key] = Array.isArray(v)
      ? v.map(String)
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

/** Stands for a JSON number the JSON encoder cannot write (1e309 parses to Infinity); see rawJsonBody. */
export const INFINITE_JSON_NUMBER = '\u0001infinite-number\u0001';

/** The request body as raw JSON text, with every INFINITE_JSON_NUMBER written as 1e309. */
export function rawJsonBody(value: unknown): string {
  return JSON.stringify(value).split(JSON.stringify(INFINITE_JSON_NUMBER)).join('1e309');
}

const DAY_CASES: Record<string, string[]> = {
  day: ['2026-02-30', '2027-02-29', '0000-01-01', '2027/02/28'],
  'slash-day': ['2027/02/30', '0000/01/01', '2027-02-28'],
  date: ['2026-02-30', '0000-01-01'],
  'date-time': ['2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '2026-13-01T00:00:00Z'],
  'uuid-list': [
    'abc',
    '------------------------------------',
    `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)},`,
    `,${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
  ],
};

/** The one non-null variant of an optional/nullable union, so its field gets cases too. */
function singleVariant(schema: JsonSchema): JsonSchema {
  const options = variants(schema)?.filter((v) => typeOf(v) !== 'null');
  return options?.length === 1 ? singleVariant(options[0]) : schema;
}

/**
 * Values that pass a field's type but that no field can mean or the database cannot hold: NUL characters and
 * lone surrogates in text, days that do not exist or lie outside the product's years, malformed id lists, and
 * numbers that are not finite. Each must answer 400 before any query runs.
 */
export function hostileCases(schema: JsonSchema, base: unknown, part: HttpPart): BadCase[] {
  const cases: BadCase[] = [];
  const textual = part !== 'body';
  const walk = (node: JsonSchema, value: unknown, path: string, rebuild: (inner: unknown) => unknown) => {
    if (typeOf(node) !== 'object' || !node.properties || typeof value !== 'object' || value === null) return;
    const object = value as Record<string, unknown>;
    for (const [key, raw] of Object.entries(node.properties)) {
      const prop = singleVariant(raw);
      const at = `${path}${key}`;
      const set = (v: unknown) => rebuild({ ...object, [key]: v });
      const type = typeOf(prop);
      if (type === 'string' && !prop.enum && prop.const === undefined) {
        cases.push({
          name: `NUL in ${at}`,
          value: set('a\u0000b'),
          malformedId: part === 'querystring' && prop.format === 'uuid',
        });
        // A lone surrogate cannot be percent-encoded, so it only travels in a JSON body ("\ud800").
        if (!textual) cases.push({ name: `lone surrogate in ${at}`, value: set('a\ud800b') });
        for (const text of DAY_CASES[prop.format ?? ''] ?? [])
          cases.push({
            name: `${prop.format} ${JSON.stringify(text)} in ${at}`,
            value: set(text),
            // Only a text of the right shape reaches the day check; a wrong shape is a plain pattern error.
            dayFormat: prop.format !== 'uuid-list' && new RegExp(prop.pattern ?? '^$').test(text),
          });
      }
      if (type === 'number' || type === 'integer') {
        const infinite = textual ? ['Infinity', '-Infinity', 'NaN', '1e309'] : [INFINITE_JSON_NUMBER];
        for (const v of infinite)
          cases.push({ name: `non-finite ${JSON.stringify(v)} in ${at}`, value: set(v) });
      }
      if (type === 'array' && prop.items && !textual) {
        const items = singleVariant(prop.items);
        if (typeOf(items) === 'string' && !items.enum)
          cases.push({ name: `NUL in ${at}[0]`, value: set(['a\u0000b']) });
      }
      if (type === 'object') walk(prop, object[key] ?? sampleValue(prop), `${at}.`, set);
      if (type === 'array' && prop.items && typeOf(prop.items) === 'object' && !textual) {
        walk(prop.items, sampleValue(prop.items), `${at}[0].`, (inner) => set([inner]));
      }
    }
  };
  walk(schema, structuredClone(base), '', (inner) => inner);
  return cases;
}
