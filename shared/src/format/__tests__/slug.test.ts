import { slugFromName } from '../slug';

describe('slugFromName (spec 1 §5)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugFromName('Summer Deep Clean')).toBe('summer-deep-clean');
  });

  it('removes punctuation', () => {
    expect(slugFromName("What's new: AC servicing, 2026!")).toBe('whats-new-ac-servicing-2026');
  });

  it('collapses runs of spaces and hyphens and trims the ends', () => {
    expect(slugFromName('  Tips -  and   tricks  ')).toBe('tips-and-tricks');
    expect(slugFromName('--Hello--')).toBe('hello');
  });

  it('writes letters of other scripts in Latin letters, and keeps digits', () => {
    expect(slugFromName('Café Crème 24/7')).toBe('cafe-creme-247');
    expect(slugFromName('Ёлка план')).toBe('yolka-plan');
  });

  it('gives a readable slug for a Hindi name, not a garbled one (issue 21)', () => {
    expect(slugFromName('मासिक सफ़ाई योजना')).toBe('maasik-sfaaii-yojnaa');
    // The precomposed nukta letter reads the same.
    expect(slugFromName('\u095E')).toBe(slugFromName('फ़'));
  });

  it('gives an empty slug for punctuation only', () => {
    expect(slugFromName('?!.,')).toBe('');
  });
});
