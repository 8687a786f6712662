const NBSP = '\u00a0';
/** A space as HTML text holds it: the entity, the character itself, or a plain space. */
const SPACE_RUN = /(?:&nbsp;|\u00a0| )+/g;
const SPACE_TOKEN = /&nbsp;|\u00a0| /g;
/** After these closing tags text goes on in the same line, so a space there may break the line. */
const INLINE_CLOSE = /^<\/(strong|em|u|s|a|span|code|b|i)>$/i;

/**
 * Quill 2 hands out every space as `&nbsp;`, so a paragraph never wraps (issue 11). In each run of spaces of the
 * HTML's text (never inside tags) the first one after a character (or after a closing inline tag) becomes a
 * normal space, where the line may break; the others of the run stay non-breaking, so consecutive spaces still
 * show. A run at the start of a block keeps its non-breaking spaces (a normal one would vanish there).
 * The API's save and the migration that repaired saved posts apply the same rule.
 */
export function breakableSpaces(html: string): string {
  if (!html.includes('&nbsp;') && !html.includes(NBSP)) return html;
  const parts = html.split(/(<[^>]*>)/);
  let previous = '';
  return parts
    .map((part, index) => {
      if (index % 2 === 1) {
        previous = part;
        return part;
      }
      const afterText = previous !== '' && INLINE_CLOSE.test(previous);
      previous = '';
      return part.replace(SPACE_RUN, (run, offset: number) => {
        const tokens = run.match(SPACE_TOKEN) ?? [];
        if (!tokens.some((t) => t !== ' ')) return run;
        const breakable = offset > 0 || afterText;
        return tokens.map((_, i) => (i === 0 && breakable ? ' ' : '&nbsp;')).join('');
      });
    })
    .join('');
}
