/** Texts and rule of a typed page number (spec 2 §2): outside 1..pages is refused with a toast. */
export const INVALID_PAGE_MESSAGE = 'Please enter valid page details';
export const INVALID_PAGE_TITLE = 'Invalid Page';
export const PAGER_TEXTS = { jumpLabel: 'Page number', jump: 'Go' } as const;

/** The page typed, when it is a whole number within 1..pages; null otherwise. */
export function validPage(typed: string | number | null | undefined, pages: number): number | null {
  if (typed === null || typed === undefined) return null;
  const text = String(typed).trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pages ? page : null;
}
