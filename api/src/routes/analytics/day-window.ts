import { badRequest } from '../../http/errors';

export const INVALID_DATE_MESSAGE = 'Please choose a valid date';
export const INVALID_DATE_TITLE = 'Invalid Date';

/**
 * 'YYYY/MM/DD' (already shape-checked by the schema) -> 'YYYY-MM-DD', refusing days that do not exist such as
 * 2025/02/30. The day is read in the store's time zone by the queries.
 */
export function parseDashboardDate(value: string): string {
  const [year, month, day] = value.split('/').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw badRequest(INVALID_DATE_MESSAGE, INVALID_DATE_TITLE);
  }
  return value.replaceAll('/', '-');
}
