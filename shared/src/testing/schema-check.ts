/**
 * The contracts' TypeBox schemas are plain JSON Schema. The remotes carry no validator library, and the keywords
 * the contracts use are few, so this checks them directly: type, const, anyOf, properties / required /
 * additionalProperties, items, pattern, format uuid, minimum / maximum, minLength / maxLength.
 * Returns where the value breaks the schema ([] when it fits).
 */
type Schema = {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function schemaErrors(schema: unknown, value: unknown, path = '$'): string[] {
  const s = schema as Schema;
  if (s.anyOf) {
    const fits = s.anyOf.some((option) => schemaErrors(option, value, path).length === 0);
    return fits ? [] : [`${path}: ${JSON.stringify(value)?.slice(0, 80)} fits none of the choices`];
  }
  if ('const' in s && value !== s.const) return [`${path}: expected ${String(s.const)}`];
  const actual = typeOf(value);
  if (s.type && !(s.type === actual || (s.type === 'number' && actual === 'integer')))
    return [`${path}: expected ${s.type}, got ${actual}`];
  const errors: string[] = [];
  if (typeof value === 'string') {
    if (s.pattern && !new RegExp(s.pattern).test(value))
      errors.push(`${path}: '${value}' breaks ${s.pattern}`);
    if (s.format === 'uuid' && !UUID.test(value)) errors.push(`${path}: '${value}' is not a uuid`);
    if (s.maxLength !== undefined && value.length > s.maxLength)
      errors.push(`${path}: longer than ${s.maxLength}`);
    if (s.minLength !== undefined && value.length < s.minLength)
      errors.push(`${path}: shorter than ${s.minLength}`);
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) errors.push(`${path}: below ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) errors.push(`${path}: above ${s.maximum}`);
  }
  if (Array.isArray(value) && s.items)
    value.forEach((item, i) => errors.push(...schemaErrors(s.items, item, `${path}[${i}]`)));
  if (actual === 'object' && s.properties) {
    const record = value as Record<string, unknown>;
    for (const key of s.required ?? []) if (!(key in record)) errors.push(`${path}.${key}: missing`);
    for (const [key, item] of Object.entries(record)) {
      const property = s.properties[key];
      if (property) {
        if (item !== undefined) errors.push(...schemaErrors(property, item, `${path}.${key}`));
      } else if (s.additionalProperties === false) errors.push(`${path}.${key}: not in the contract`);
    }
  }
  return errors;
}
