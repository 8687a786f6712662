import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { useRef } from 'react';
import { breakableSpaces } from './breakable-spaces';
import { EDITOR_HEIGHT } from './editor-height';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
  /** The editing area's height in px; EDITOR_HEIGHT (the blog's 450) when left out. */
  height?: number;
}

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }, { color: [] }, { background: [] }],
  ['link', 'image', 'blockquote', 'code-block'],
  ['clean'],
];

/**
 * The Quill editor (react-quill-new) as an antd form control. Its own chunk (see lazy-rich-text-editor), so the
 * list never loads Quill. The theme stylesheet comes with it; the height (450 px unless given) is set on the editing area.
 * Its output has breakable spaces: Quill 2 writes every space as `&nbsp;`, which stops paragraphs wrapping.
 */
export default function RichTextEditor({
  value,
  onChange,
  id,
  'aria-label': label,
  height = EDITOR_HEIGHT,
}: RichTextEditorProps) {
  // The form gets breakable spaces (breakableSpaces); Quill gets back its own HTML for the same value, so it does
  // not reload its contents (and the cursor) after each key.
  const last = useRef<{ raw: string; cleaned: string } | null>(null);
  const shown = last.current && last.current.cleaned === (value ?? '') ? last.current.raw : (value ?? '');
  return (
    <ReactQuill
      id={id}
      theme="snow"
      value={shown}
      onChange={(html) => {
        const cleaned = breakableSpaces(html);
        last.current = { raw: html, cleaned };
        onChange?.(cleaned);
      }}
      modules={{ toolbar: TOOLBAR }}
    >
      <div style={{ height, overflowY: 'auto' }} aria-label={label} />
    </ReactQuill>
  );
}
