import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT, parseCalendarDate } from '../../format';
import type { RequestFieldSchema, RequestFieldValue } from '../../contracts';

/** Form values keyed by field _id (a field name may hold characters a form path cannot). */
export type RequestFormValues = Record<string, unknown>;

/**
 * How answers are kept on the line: DATE as DD/MM/YYYY and TIME as hh:mm A (as the booking shows them),
 * NUMBER as a number, MULTI_ITEM as a list of choices, everything else as text.
 */
export function toFormValues(
  fields: RequestFieldSchema[],
  initial: RequestFieldValue[] = [],
): RequestFormValues {
  const values: RequestFormValues = {};
  for (const field of fields) {
    const saved = initial.find((entry) => entry.name === field.name)?.value;
    if (saved === undefined || saved === null || saved === '') continue;
    values[field._id] = toFormValue(field.field_type, saved);
  }
  return values;
}

function toFormValue(type: string, saved: NonNullable<RequestFieldValue['value']>): unknown {
  const text = Array.isArray(saved) ? saved.join(', ') : String(saved);
  switch (type) {
    case 'DATE':
      return parseCalendarDate(text, DATE_FORMAT) ?? undefined;
    case 'TIME':
      return parseCalendarDate(text, TIME_FORMAT) ?? undefined;
    case 'NUMBER': {
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'MULTI_ITEM':
      return Array.isArray(saved) ? saved : [text];
    default:
      return text;
  }
}

/** The answers in the fields' order; empty answers of optional fields are left out. */
export function fromFormValues(fields: RequestFieldSchema[], values: RequestFormValues): RequestFieldValue[] {
  return fields.flatMap((field) => {
    const value = fromFormValue(field.field_type, values[field._id]);
    return value === null ? [] : [{ name: field.name, value }];
  });
}

function fromFormValue(type: string, raw: unknown): RequestFieldValue['value'] {
  if (raw === undefined || raw === null || raw === '') return null;
  if (dayjs.isDayjs(raw)) return (raw as Dayjs).format(type === 'TIME' ? TIME_FORMAT : DATE_FORMAT);
  if (Array.isArray(raw)) return raw.length ? raw.map(String) : null;
  if (typeof raw === 'number') return raw;
  const text = String(raw).trim();
  return text === '' ? null : text;
}
