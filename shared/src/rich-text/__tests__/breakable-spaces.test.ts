import { breakableSpaces } from '../breakable-spaces';

describe('breakableSpaces', () => {
  it("turns Quill's &nbsp; between words into normal spaces, so the text wraps", () => {
    expect(breakableSpaces('<p>Book&nbsp;your&nbsp;AC&nbsp;service</p>')).toBe('<p>Book your AC service</p>');
    expect(breakableSpaces('<p>Book\u00a0your\u00a0service</p>')).toBe('<p>Book your service</p>');
  });

  it('keeps consecutive spaces visible: the first of a run breaks, the rest stay non-breaking', () => {
    expect(breakableSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
    expect(breakableSpaces('<p>a &nbsp;b</p>')).toBe('<p>a &nbsp;b</p>');
  });

  it('breaks after a closing inline tag, keeps a space that starts a block, never touches tags', () => {
    expect(breakableSpaces('<p><strong>AC</strong>&nbsp;service</p>')).toBe(
      '<p><strong>AC</strong> service</p>',
    );
    expect(breakableSpaces('<p>&nbsp;</p><p>&nbsp;indented</p>')).toBe('<p>&nbsp;</p><p>&nbsp;indented</p>');
    expect(breakableSpaces('<a href="x" title="a&nbsp;b">go&nbsp;on</a>')).toBe(
      '<a href="x" title="a&nbsp;b">go on</a>',
    );
  });

  it('leaves HTML without non-breaking spaces as it is', () => {
    const html = '<p>plain  text with <em>two</em> spaces</p>';
    expect(breakableSpaces(html)).toBe(html);
  });
});
