import type { FastifySchemaValidationError } from 'fastify';
import { fieldKey, fieldLabel, isMoneyField } from './field-labels';

const PART_NAMES: Record<string, string> = {
  body: 'request',
  querystring: 'page address',
  params: 'page address',
  headers: 'request',
};

/** How a format is named to a person. */
const FORMAT_NAMES: Record<string, string> = {
  day: 'a real calendar day (YYYY-MM-DD) between 1900 and 2199',
  date: 'a real calendar day (YYYY-MM-DD) between 1900 and 2199',
  'slash-day': 'a real calendar day (YYYY/MM/DD) between 1900 and 2199',
  'date-time': 'a real date and time (ISO 8601) between 1900 and 2199',
  'uuid-list': 'a list of valid ids',
  uuid: 'a valid id',
  email: 'a valid e-mail address',
  money: 'an amount with at most two decimals',
  uri: 'a web address',
};

/** How a JSON type is named to a person. */
const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

function pathOf(error: FastifySchemaValidationError): string[] {
  return error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const typeName = (type: unknown) =>
  String(type)
    .split(',')
    .map((one) => TYPE_NAMES[one] ?? one)
    .join(' or ');

/** A limit in the field's own terms: rupees for money, a plain number otherwise. */
function limitText(limit: unknown, key: string | undefined): string {
  const text = NUMBER.format(Number(limit));
  return isMoneyField(key) ? `₹${text}` : text;
}

function comparison(keyword: string): string {
  switch (keyword) {
    case 'maximum':
      return 'at most';
    case 'exclusiveMaximum':
      return 'less than';
    case 'minimum':
      return 'at least';
    default:
      return 'more than';
  }
}

/**
 * One plain sentence naming the field by its label, e.g. "Amount must be less than ₹10,000,000,000" or
 * "Password is required": never a schema path, a quoted key or a comparison sign (issue 21 §6).
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const error = errors[0];
  if (!error) return 'The request is not valid';
  const params = error.params as Record<string, unknown>;
  const path = pathOf(error);
  const where = PART_NAMES[context ?? ''] ?? 'request';
  switch (error.keyword) {
    case 'additionalProperties':
      return `Unknown field in the ${where}: ${fieldLabel(String(params.additionalProperty))}`;
    case 'required':
      return `${fieldLabel(fieldKey([...path, String(params.missingProperty)]) ?? '')} is required`;
  }
  const key = fieldKey(path);
  const subject = key ? fieldLabel(key) : `The ${where}`;
  switch (error.keyword) {
    case 'type':
      return `${subject} must be ${typeName(params.type)}`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${String(params.limit)} characters`;
    case 'maxItems':
      return `${subject} can have at most ${String(params.limit)} entries`;
    case 'minItems':
      return `${subject} needs at least ${String(params.limit)} ${Number(params.limit) === 1 ? 'entry' : 'entries'}`;
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} must be ${comparison(error.keyword)} ${limitText(params.limit, key)}`;
    case 'format':
      return `${subject} must be ${FORMAT_NAMES[String(params.format)] ?? 'in the expected format'}`;
    case 'pattern':
      return `${subject} is not in the expected format`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `${subject} is not one of the choices`;
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
