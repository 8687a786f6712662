/**
 * Keyword searches start at 3 characters (spec 1 §5, §9). A shorter keyword is kept in the form (the field says
 * why it is not used) but is neither sent nor counted on the Filter button. No antd here (root entry).
 */
export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORD_TOO_SHORT = `Type at least ${KEYWORD_MIN_LENGTH} characters to search`;

/** The trimmed keyword when it is long enough to search with; undefined otherwise. */
export function searchKeyword(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= KEYWORD_MIN_LENGTH ? trimmed : undefined;
}

/** Something typed that is too short to search with (empty is not "too short": it is no keyword). */
export function isShortKeyword(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && searchKeyword(value) === undefined;
}
