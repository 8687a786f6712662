import dayjs, { type Dayjs } from 'dayjs';
import type { CustomerProfile, NewCustomer } from '@storedesk/shared';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

/** The customer form as antd holds it; dob is a dayjs day, custom field rows may be half filled. */
export interface CustomerFormValues {
  first_name?: string;
  last_name?: string;
  dob?: Dayjs | null;
  email?: string;
  country?: string;
  country_code?: string;
  phone_no?: string;
  change_password?: boolean;
  password?: string;
  customer_tags?: string[];
  custom_fields?: { name?: string; value?: string }[];
  points?: number | null;
}

/** The profile fields POST and PUT customer take (NewCustomer without the addresses). */
export type CustomerInput = Omit<NewCustomer, 'addresses'>;

export type CustomerCheck =
  { ok: true; customer: CustomerInput } | { ok: false; title: string; message: string };

const DAY = 'YYYY-MM-DD';
const trimmed = (value: string | undefined) => value?.trim() ?? '';

export function emptyCustomerForm(): CustomerFormValues {
  return { customer_tags: [], custom_fields: [], change_password: false };
}

export function profileToForm(profile: CustomerProfile): CustomerFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    dob: profile.dob ? dayjs(profile.dob) : null,
    email: profile.email ?? '',
    country: profile.country ?? '',
    country_code: profile.country_code ?? '',
    phone_no: profile.phone_no ?? '',
    change_password: false,
    customer_tags: profile.customer_tags,
    custom_fields: profile.custom_fields.map((field) => ({ ...field })),
    points: profile.points,
  };
}

export interface CustomerInputOptions {
  mode: 'create' | 'edit';
  /** Points are sent only by a role that may change them (update_customer_points). */
  canEditPoints: boolean;
}

/**
 * The submission of spec 1 §4-§5: an e-mail or a phone is required ('Enter atleast either Phone Number or Email
 * Id', titled 'Missing Fields'); on edit the password is dropped unless the change-password toggle is on, on
 * create it is sent only when typed. Custom field rows left wholly empty are dropped.
 */
export function toCustomerInput(values: CustomerFormValues, options: CustomerInputOptions): CustomerCheck {
  const email = trimmed(values.email);
  const phone = trimmed(values.phone_no);
  if (!email && !phone) return { ok: false, title: T.missingTitle, message: T.missingContact };
  const customer: CustomerInput = {
    first_name: trimmed(values.first_name),
    last_name: trimmed(values.last_name),
    dob: values.dob ? values.dob.format(DAY) : null,
    email,
    phone_no: phone,
    country: trimmed(values.country),
    country_code: trimmed(values.country_code),
    customer_tags: (values.customer_tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    custom_fields: (values.custom_fields ?? [])
      .map((row) => ({ name: trimmed(row?.name), value: trimmed(row?.value) }))
      .filter((row) => row.name || row.value),
  };
  const sendPassword = options.mode === 'create' ? Boolean(values.password) : values.change_password === true;
  if (sendPassword) customer.password = values.password ?? '';
  if (options.canEditPoints && typeof values.points === 'number') customer.points = values.points;
  return { ok: true, customer };
}
