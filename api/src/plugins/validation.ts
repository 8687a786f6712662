import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation. Unknown fields are refused (removeAdditional: false + additionalProperties: false in every
 * schema), never silently dropped. Query strings and path params arrive as text, so they are coerced to the
 * declared types; JSON bodies are not coerced, so `"5"` for a number or `5` for a text field is a 400.
 */
const common: Options = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  // TypeBox unions and optional fields trip Ajv's strict type checks without being wrong; keywords stay strict.
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
};

function makeAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes });
  addFormats(ajv);
  return ajv;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = makeAjv('array');
  const strict = makeAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
