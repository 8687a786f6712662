/**
 * Values that pass a JSON schema but that PostgreSQL cannot take, or that no field means: NUL characters (text
 * cannot hold them), lone UTF-16 surrogates (not valid UTF-8), and numbers that are not finite (a query string's
 * `Infinity` is coerced to a number by the validator). Found anywhere in a request part, they answer 400.
 */
export interface UnsafeValue {
  /** JSON pointer of the value, e.g. /store_blog/title. */
  instancePath: string;
  keyword: 'nulCharacter' | 'loneSurrogate' | 'finiteNumber';
}

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const pointer = (segments: string[]) =>
  segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function textProblem(text: string): UnsafeValue['keyword'] | null {
  if (NUL.test(text)) return 'nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

/** The first unsafe value in `data` (depth-first), or null. Keys are checked like values. */
export function findUnsafeValue(data: unknown, path: string[] = []): UnsafeValue | null {
  if (typeof data === 'string') {
    const keyword = textProblem(data);
    return keyword ? { instancePath: pointer(path), keyword } : null;
  }
  if (typeof data === 'number') {
    return Number.isFinite(data) ? null : { instancePath: pointer(path), keyword: 'finiteNumber' };
  }
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = findUnsafeValue(data[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const keyword = textProblem(key);
      if (keyword) return { instancePath: pointer(path), keyword };
      const found = findUnsafeValue(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
