import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { isDateTimeText, isDayText } from '../http/calendar';
import { findUnsafeValue } from '../http/unsafe-values';

/**
 * Request validation. Unknown fields are refused (removeAdditional: false + additionalProperties: false in every
 * schema), never silently dropped. Query strings and path params arrive as text, so they are coerced to the
 * declared types; JSON bodies are not coerced, so `"5"` for a number or `5` for a text field is a 400.
 * After the schema, every part is searched for values no field can hold (NUL, lone surrogates, Infinity).
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

const TWO_DECIMAL_NUMBER = /^-?\d+(\.\d{1,2})?$/;
/**
 * Money as a number (contracts: TWO_DECIMALS): JavaScript's shortest form of the number has at most two decimals.
 * Also given to the reply serializer, whose Ajv reads the same schemas.
 */
export const MONEY_FORMAT = {
  type: 'number',
  validate: (value: number) => TWO_DECIMAL_NUMBER.test(String(value)),
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function makeAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes });
  addFormats(ajv);
  // Real days within the product's years, not only the shape (contracts: DayText, SlashDayText).
  ajv.addFormat('day', (value: string) => isDayText(value, '-'));
  ajv.addFormat('slash-day', (value: string) => isDayText(value, '/'));
  ajv.addFormat('date', (value: string) => isDayText(value, '-'));
  ajv.addFormat('date-time', isDateTimeText);
  ajv.addFormat('money', MONEY_FORMAT);
  ajv.addFormat('uuid-list', (value: string) => value.split(',').every((id) => UUID.test(id)));
  return ajv;
}

/** Ajv's validate function followed by the unsafe-value search; Fastify reads `.errors` when it answers false. */
function withUnsafeValueCheck(validate: ValidateFunction) {
  const checked = (data: unknown): boolean => {
    if (!validate(data)) {
      checked.errors = validate.errors ?? null;
      return false;
    }
    const unsafe = findUnsafeValue(data);
    checked.errors = unsafe ? [{ ...unsafe, schemaPath: '', params: {} } satisfies ErrorObject] : null;
    return unsafe === null;
  };
  checked.errors = null as ErrorObject[] | null;
  return checked;
}

export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = makeAjv('array');
  const strict = makeAjv(false);
  return ({ schema, httpPart }) =>
    withUnsafeValueCheck((httpPart === 'body' ? strict : coercing).compile(schema as object));
}
