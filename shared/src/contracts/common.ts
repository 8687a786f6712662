import { ERROR_CODES, type ErrorCode } from './error-codes';
import { Type, type Static, type TSchema } from 'typebox';
import { CHANNELS } from './constants';

/** Shapes shared by every area (issue 2 §4): one convention for lists, details, writes and errors. */
export const Id = Type.String({ format: 'uuid' });

/**
 * Money typed as a JSON number carries at most two decimals (paise): spread into its schema. The API's validator
 * checks the `money` number format on the number as written (validation.ts), exactly: multipleOf 0.01 on binary
 * floats needs a tolerance that lets 0.0000001 through or refuses large valid amounts.
 */
export const TWO_DECIMALS = { format: 'money' } as const;

/**
 * Calendar days as text: YYYY-MM-DD (filters, details) and YYYY/MM/DD (the new-booking screen and the dashboard,
 * spec 2 §5). The pattern alone lets 2026-02-30 through; the `day` / `slash-day` formats, checked by the API's
 * validator, also refuse days that do not exist and years outside 1900-2199.
 */
export const DayText = (example = '2026-11-22') =>
  Type.String({
    maxLength: 10,
    format: 'day',
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    examples: [example],
  });
export const SlashDayText = (example = '2030/01/15') =>
  Type.String({
    maxLength: 10,
    format: 'slash-day',
    pattern: '^\\d{4}/(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])$',
    examples: [example],
  });

/** Comma-separated ids (a query parameter that carries a list); each must be a uuid. */
export const IdListText = (maxIds: number) =>
  Type.String({
    maxLength: 37 * maxIds,
    format: 'uuid-list',
    examples: ['00000000-0000-4000-8000-000000000000'],
  });

export const MessageReply = Type.Object({ message: Type.String(), title: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

/** An error answer's stable code (error-codes.ts); screens decide by it, never by the title. */
export const ErrorCodeSchema = Type.Unsafe<ErrorCode>(Type.String({ enum: [...ERROR_CODES] }));

/** Every error answer: 4xx with a message and a title the screens show in a toast, and its code. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  code: ErrorCodeSchema,
});
export type ErrorReply = Static<typeof ErrorReply>;

/** `offset` is the page number starting at 1 (spec 1 §7, last line). */
export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
};

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), pages: Type.Integer(), total: Type.Integer() });
export interface PagedReply<T> {
  data: T[];
  pages: number;
  total: number;
}

export const Detail = <T extends TSchema>(item: T) => Type.Object({ data: item });
export interface DetailReply<T> {
  data: T;
}

export const ChannelSchema = Type.Union(CHANNELS.map((code) => Type.Literal(code)));
