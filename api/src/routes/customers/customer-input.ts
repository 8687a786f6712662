import {
  CUSTOMER_FORM_MESSAGES as F,
  CUSTOMER_PASSWORD_MIN,
  type NewCustomer,
} from '@storedesk/shared/contracts';
import { hasPermission } from '@storedesk/shared/auth/permissions';
import { hashPassword } from '../../auth/password';
import type { CustomField } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { CUSTOMER_MESSAGES as M } from '../../http/customer-messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile fields POST and PUT customer share (NewCustomer without its addresses). */
export type CustomerFields = Omit<NewCustomer, 'addresses'>;

/** The customers columns a create or a full update writes (points and password only when sent). */
export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNo: string | null;
  countryCode: string | null;
  country: string | null;
  dob: string | null;
  customerTags: string[];
  customFields: CustomField[];
  points?: number;
  passwordHash?: string;
}

const blank = (value: string | null | undefined) => value?.trim() || null;

/** Today in the store's time zone, YYYY-MM-DD ('en-CA' formats dates that way). */
const storeToday = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

function checkDob(dob: string | null, timeZone: string): string | null {
  if (!dob) return null;
  const [y, m, d] = dob.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  // 2026-02-30 passes the pattern but is no day of the calendar.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    throw badRequest(F.dobInvalid, F.invalidTitle);
  if (dob > storeToday(timeZone)) throw badRequest(F.dobFuture, F.invalidTitle);
  return dob;
}

/** Trimmed tags without blanks and without repeats (the first spelling of a tag is kept). */
function cleanTags(tags: string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags ?? []) {
    const trimmed = tag.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out;
}

/** Rows left wholly empty are dropped; a value without a name, or a name used twice, is refused. */
function cleanCustomFields(rows: CustomField[] | undefined): CustomField[] {
  const out: CustomField[] = [];
  const names = new Set<string>();
  for (const row of rows ?? []) {
    const name = row.name.trim();
    const value = row.value.trim();
    if (!name && !value) continue;
    if (!name) throw badRequest(F.customFieldName, F.invalidTitle);
    if (names.has(name.toLowerCase())) throw badRequest(F.customFieldDuplicate, F.invalidTitle);
    names.add(name.toLowerCase());
    out.push({ name, value });
  }
  return out;
}

export interface CustomerInputContext {
  role: string;
  timeZone: string;
  /** Create: an empty password means none. Update: a password sent must be a real one. */
  mode: 'create' | 'update';
}

/**
 * Checks a customer as POST or PUT customer receive it, in the order the screens check it (contact first, then
 * phone digits, then e-mail), and turns it into column values. Throws 400 with the texts of customer-messages.ts
 * and CUSTOMER_FORM_MESSAGES; 403 when points are sent by a role without update_customer_points.
 */
export async function customerValues(
  input: CustomerFields,
  { role, timeZone, mode }: CustomerInputContext,
): Promise<CustomerValues> {
  const email = blank(input.email)?.toLowerCase() ?? null;
  const phone = blank(input.phone_no);
  if (!email && !phone) throw badRequest(M.missingContact, M.missingTitle);
  if (phone && !/^\d+$/.test(phone)) throw badRequest(M.phoneDigits, M.invalidTitle);
  if (email && !EMAIL.test(email)) throw badRequest(M.invalidEmail, M.invalidTitle);
  if (input.first_name.trim() === '') throw badRequest(M.firstNameRequired, M.missingTitle);
  const values: CustomerValues = {
    firstName: input.first_name.trim(),
    lastName: input.last_name?.trim() ?? '',
    email,
    phoneNo: phone,
    countryCode: blank(input.country_code),
    country: blank(input.country),
    dob: checkDob(blank(input.dob), timeZone),
    customerTags: cleanTags(input.customer_tags),
    customFields: cleanCustomFields(input.custom_fields),
  };
  if (input.points !== undefined) {
    if (!hasPermission(role, 'update_customer_points')) throw forbidden(F.pointsForbidden);
    values.points = input.points;
  }
  const password = input.password;
  if (password !== undefined && !(mode === 'create' && password === '')) {
    if (password.length < CUSTOMER_PASSWORD_MIN) throw badRequest(F.passwordShort, F.invalidTitle);
    values.passwordHash = await hashPassword(password);
  }
  return values;
}
