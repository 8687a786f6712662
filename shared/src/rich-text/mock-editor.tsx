import { createElement } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/**
 * Quill (react-quill-new, an ES module package that needs layout APIs) does not run in jsdom, so screen tests
 * put this textarea in its place: `jest.mock('@storedesk/shared/rich-text/editor', () => jest.requireActual('@storedesk/shared/rich-text/mock-editor'))`.
 */
export default function MockRichTextEditor({
  value,
  onChange,
  'aria-label': label,
  height,
}: RichTextEditorProps) {
  return createElement('textarea', {
    'aria-label': label,
    'data-height': height,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  });
}
