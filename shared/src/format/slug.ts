/**
 * A URL slug from a title (spec 1 §5): lower case, punctuation removed, spaces turned into hyphens. Letters and
 * digits of any script are kept; runs of spaces or hyphens become one hyphen, none at either end.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
