import { transliterate } from 'transliteration';

/**
 * Letters with a nukta (फ़ = फ + ़) that the transliteration table would split ("ph'"): their usual Latin sounds,
 * both as two code points and as the precomposed forms.
 */
const NUKTA_LETTERS: Record<string, string> = {
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
  '\u0958': 'q',
  '\u0959': 'kh',
  '\u095A': 'g',
  '\u095B': 'z',
  '\u095C': 'r',
  '\u095D': 'rh',
  '\u095E': 'f',
  '\u095F': 'y',
};

/**
 * A URL slug from a title or name (spec 1 §5): written in Latin letters (any script is transliterated, so a Hindi
 * plan name gives a readable slug: 'मासिक सफ़ाई योजना' -> 'maasik-sfaaii-yojnaa'), lower case, punctuation
 * removed, spaces turned into hyphens; runs of spaces or hyphens become one hyphen, none at either end. The API
 * tidies slugs with this same function.
 */
export function slugFromName(name: string): string {
  return transliterate(name.normalize('NFC'), { replace: NUKTA_LETTERS, unknown: '' })
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
