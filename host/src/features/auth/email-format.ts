/**
 * The API's e-mail rule (ajv-formats' "email", full mode), so the screen refuses what the server would, in the
 * screen's words rather than the validator's.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value);
