import sanitizeHtml from 'sanitize-html';
import { isHttpUrl } from './plain-text';

/**
 * The allow-list for rich text written in the editors (blog content, later product descriptions and notes).
 * Everything not listed is dropped: script, style, iframe, object, embed, form controls, every on* attribute and
 * any URL whose scheme is not http, https (or mailto for links). sanitize-html decodes entities and strips control
 * characters before it checks a scheme, so `&#106;avascript:` and `java\tscript:` are caught too.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    // The editor's alignment and colours; each value is checked against the patterns below.
    '*': ['style', 'class'],
  },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/] },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/,
      ],
      'background-color': [
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/,
      ],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Links open without handing the opened page a reference back to the back office or the site.
  // Our rel replaces any rel sent.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true) },
  // Pictures only from absolute http(s) addresses; one whose source was removed (javascript:, data:...) or is
  // relative is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isHttpUrl(frame.attribs.src ?? ''),
  nestingLimit: 50,
};

/** Safe HTML for rich text; run it when saving AND when answering (rows written before a rule change). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
