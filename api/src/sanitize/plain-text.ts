import sanitizeHtml from 'sanitize-html';
import { slugFromName } from '@storedesk/shared/format/slug';

/** sanitize-html escapes exactly these four in text it outputs; undone so plain text is stored as typed. */
const OUTPUT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above, line feeds excepted
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/**
 * Plain text from user input (titles, slugs, names, tags, notes): every tag removed with its script/style content,
 * entities decoded once, control characters dropped. A `<` that could still open a tag (followed by a letter,
 * `/`, `!` or `?`) is removed too, so the result is inert even where someone renders it as HTML; `a < b` stays.
 */
export function plainText(value: string, options: { multiline?: boolean } = {}): string {
  const stripped = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  const decoded = stripped.replace(/&(amp|lt|gt|quot);/g, (entity) => OUTPUT_ENTITIES[entity]);
  // Control characters become spaces (multi-line text keeps its line breaks).
  const printable = options.multiline
    ? decoded.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_NEWLINE, ' ')
    : decoded.replace(CONTROL, ' ');
  const inert = printable.replace(/<(?=[A-Za-z/!?])/g, '');
  return options.multiline ? inert.replace(/[ ]+\n/g, '\n').trim() : inert.replace(/\s+/g, ' ').trim();
}

/**
 * A URL slug (spec 1 §5): plain text through the screens' own slugFromName (transliterated to Latin letters, lower
 * case, punctuation removed, runs of spaces and hyphens turned into one hyphen), so both sides make the same slug.
 */
export function slugText(value: string): string {
  return slugFromName(plainText(value));
}

/** Whether a value is an absolute http(s) URL (for stored links and pictures shown in <img>/<a>). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
