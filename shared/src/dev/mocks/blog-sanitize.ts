/**
 * What the API's sanitizeRichText does to blog content (api/src/sanitize/rich-text.ts), for the standalone mocks:
 * an allow-list of tags; script-like elements dropped with their content, other unknown tags unwrapped; only
 * listed attributes; links http(s)/mailto, images http(s) only (an image without one is dropped); every on*
 * attribute gone. Styles are dropped here (the API keeps a checked few), which only makes the mock stricter.
 */
const ALLOWED_TAGS = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s strike sub sup small mark span div blockquote pre code ul ol li ' +
    'a img figure figcaption table thead tbody tr th td'
  ).split(' '),
);
/** Removed with everything inside them (sanitize-html's non-text tags and the embedding ones). */
const DROPPED_WITH_CONTENT = new Set(
  'script style textarea option noscript template iframe object embed svg math title'.split(' '),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const EDITOR_CLASS = /^ql-[a-z0-9-]+$/;

function schemeAllowed(value: string, schemes: string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function cleanAttributes(element: Element, tag: string) {
  for (const { name, value } of [...element.attributes]) {
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    if (name === 'class') {
      const kept = value.split(/\s+/).filter((c) => EDITOR_CLASS.test(c));
      if (kept.length) element.setAttribute('class', kept.join(' '));
      else element.removeAttribute('class');
    } else if (!allowed.includes(name)) element.removeAttribute(name);
    else if (name === 'href' && !schemeAllowed(value, ['http:', 'https:', 'mailto:']))
      element.removeAttribute(name);
    else if (name === 'src' && !schemeAllowed(value, ['http:', 'https:'])) element.removeAttribute(name);
    else if (name === 'target' && value !== '_blank') element.removeAttribute(name);
  }
  if (tag === 'a') element.setAttribute('rel', 'noopener noreferrer');
}

function cleanChildren(parent: Node) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (
      DROPPED_WITH_CONTENT.has(tag) ||
      (tag === 'img' && !schemeAllowed(element.getAttribute('src') ?? '', ['http:', 'https:']))
    ) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...element.childNodes);
  }
}

export function mockSanitizeRichText(html: string): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  cleanChildren(body);
  return body.innerHTML.trim();
}

/** Plain text like the API's plainText: tags (and script/style content) removed, spaces collapsed. */
export function mockPlainText(value: string): string {
  const body = new DOMParser().parseFromString(`<body>${value}</body>`, 'text/html').body;
  body.querySelectorAll([...DROPPED_WITH_CONTENT].join(',')).forEach((e) => e.remove());
  return (body.textContent ?? '')
    .replace(/<(?=[A-Za-z/!?])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
