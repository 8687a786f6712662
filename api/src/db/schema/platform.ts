import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@storedesk/shared/auth/permissions';

/** Column helpers every table uses: uuid keys and timestamptz times (the store time zone is applied when shown). */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const timestamps = {
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
};
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

export interface StoreMetaConfigEntry {
  meta_config_name: string;
  meta_config_value: string;
}
export interface InventorySettings {
  allow_product_specific_slots: boolean;
}

export const stores = pgTable('stores', {
  id: idColumn(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  currency: text('currency').notNull(),
  /** IANA zone name, e.g. Asia/Kolkata: every shown date and every "day" the API groups by uses it. */
  storeTimezone: text('store_timezone').notNull().default('UTC'),
  storeMetaConfig: jsonb('store_meta_config').$type<StoreMetaConfigEntry[]>().notNull().default([]),
  inventorySettings: jsonb('inventory_settings')
    .$type<InventorySettings>()
    .notNull()
    .default({ allow_product_specific_slots: false }),
  ...timestamps,
});

export const employeeRole = pgEnum('employee_role', ROLES);

export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    /** Always stored lower-case so the unique index also means case-insensitively unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_email_key').on(t.email),
    check('employees_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Which stores an employee may use, and with which role in each (the role is per store). */
export const employeeStoreAccess = pgTable(
  'employee_store_access',
  {
    id: idColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    employeeType: employeeRole('employee_type').notNull(),
    /** Store location ids this employee is limited to; empty = all locations. */
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_store_access_employee_store_key').on(t.employeeId, t.storeId),
    index('employee_store_access_store_idx').on(t.storeId),
  ],
);

/** Session tokens: only the sha256 of the token is kept, so a database leak does not hand out sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_employee_idx').on(t.employeeId),
  ],
);

/** Login attempts by key ('email:<address>' or 'ip:<address>'), counted in the database so instances share limits. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)],
);

/**
 * The server's signing secret (print links, device cookies), made once by whichever API instance starts first, so
 * every instance on the database signs alike. SERVER_SECRET in the environment takes its place.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
});

/** One row per write: who, in which store, what entity, before and after, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_store_at_idx').on(t.storeId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
