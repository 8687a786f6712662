import type { NewCustomer } from '@storedesk/shared';
import { CUSTOMER_TEXTS as T } from './customer-texts';

export interface NewCustomerForm {
  first_name: string;
  last_name?: string;
  email?: string;
  country_code?: string;
  phone_no?: string;
}

export type CheckResult = { ok: true; customer: NewCustomer } | { ok: false; title: string; message: string };

const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The inline new customer's checks of spec 2 §5, in its order: e-mail or phone first, then digits-only phone.
 * The server checks the same and the rest (e-mail format, duplicates); its message is shown as it comes.
 */
export function checkNewCustomer(form: NewCustomerForm): CheckResult {
  const email = blankToUndefined(form.email);
  const phone = blankToUndefined(form.phone_no);
  if (!email && !phone) return { ok: false, title: T.missingTitle, message: T.missingContact };
  if (phone && !/^\d+$/.test(phone)) return { ok: false, title: T.invalidTitle, message: T.phoneDigits };
  return {
    ok: true,
    customer: {
      first_name: form.first_name.trim(),
      last_name: blankToUndefined(form.last_name),
      email,
      phone_no: phone,
      // The dialing code only means something with a phone number.
      country_code: phone ? blankToUndefined(form.country_code) : undefined,
    },
  };
}
