import { Type, type Static } from 'typebox';
import { Id } from './common';

export const RoleSchema = Type.Union([
  Type.Literal('ADMIN'),
  Type.Literal('SITEADMIN'),
  Type.Literal('CSC'),
  Type.Literal('FINANCE'),
]);

export const StoreRef = Type.Object({ _id: Id, name: Type.String() });

export const Employee = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  employee_type: RoleSchema,
  /** Kept for the spec's `type` field; same value as employee_type. */
  type: Type.String(),
  store_data: StoreRef,
});
export type Employee = Static<typeof Employee>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    store_id: Id,
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const TokenReply = Type.Object({ token: Type.String(), employee: Employee });
export type TokenReply = Static<typeof TokenReply>;

/** An item of the store access list: the spec's store_id holds the store with its _id. */
export const StoreAccess = Type.Object({ _id: Id, store_id: StoreRef });
export type StoreAccess = Static<typeof StoreAccess>;

export const StoreAccessByEmailQuery = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export const StoreAccessReply = Type.Object({ data: Type.Array(StoreAccess) });
export type StoreAccessReply = Static<typeof StoreAccessReply>;

export const SwitchStoreQuery = Type.Object({ new_store_id: Id }, { additionalProperties: false });
export type SwitchStoreQuery = Static<typeof SwitchStoreQuery>;
