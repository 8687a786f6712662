import type { FastifySchemaValidationError } from 'fastify';

const PART_NAMES: Record<string, string> = {
  body: 'request',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** How a format is named to a person. */
const FORMAT_NAMES: Record<string, string> = {
  day: 'a real calendar day (YYYY-MM-DD) between 1900 and 2199',
  date: 'a real calendar day (YYYY-MM-DD) between 1900 and 2199',
  'slash-day': 'a real calendar day (YYYY/MM/DD) between 1900 and 2199',
  'date-time': 'a real date and time (ISO 8601) between 1900 and 2199',
  'uuid-list': 'a comma-separated list of ids',
  uuid: 'a valid id',
  email: 'a valid e-mail address',
  money: 'an amount with at most two decimals',
};

function fieldName(error: FastifySchemaValidationError, extra?: unknown): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof extra === 'string') path.push(extra);
  return path.join('.');
}

/** One plain sentence naming the field, e.g. `"email" must be a valid email` or `Unknown field "foo" in the query`. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const error = errors[0];
  if (!error) return 'The request is not valid';
  const params = error.params as Record<string, unknown>;
  const where = PART_NAMES[context ?? ''] ?? 'request';
  switch (error.keyword) {
    case 'additionalProperties':
      return `Unknown field "${fieldName(error, params.additionalProperty)}" in the ${where}`;
    case 'required':
      return `"${fieldName(error, params.missingProperty)}" is required`;
  }
  const field = fieldName(error);
  const subject = field ? `"${field}"` : `The ${where}`;
  switch (error.keyword) {
    case 'type':
      return `${subject} must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${String(params.limit)} characters`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} items`;
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'format':
      return `${subject} must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'pattern':
      return `${subject} is not in the expected format`;
    case 'nulCharacter':
      return `${subject} must not contain NUL characters`;
    case 'loneSurrogate':
      return `${subject} contains a character that is not valid text`;
    case 'finiteNumber':
      return `${subject} must be a finite number`;
    default:
      return `${subject} has an invalid value`;
  }
}
