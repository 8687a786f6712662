import { Type, type Static, type TSchema } from 'typebox';
import { CHANNELS } from './constants';

/** Shapes shared by every area (issue 2 §4): one convention for lists, details, writes and errors. */
export const Id = Type.String({ format: 'uuid' });

export const MessageReply = Type.Object({ message: Type.String(), title: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

/** Every error answer: 4xx with a message and a title the screens show in a toast. */
export const ErrorReply = MessageReply;
export type ErrorReply = MessageReply;

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
