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

  it('keeps letters of other scripts and digits', () => {
    expect(slugFromName('Café Crème 24/7')).toBe('café-crème-247');
  });

  it('gives an empty slug for punctuation only', () => {
    expect(slugFromName('?!.,')).toBe('');
  });
});
