import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
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

/** Names of Quill's drop-down pickers, which it renders as unnamed buttons. */
const PICKER_NAMES: Record<string, string> = {
  'ql-header': 'Heading',
  'ql-align': 'Alignment',
  'ql-color': 'Text colour',
  'ql-background': 'Background colour',
};

/**
 * Names Quill's parts for assistive technology: the editing area is a multi-line text box with the field's label
 * (the label on the wrapping div is not allowed there), and each toolbar picker says what it picks.
 */
function nameEditorParts(quill: ReturnType<ReactQuill['getEditor']>, label: string | undefined) {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  if (label) root.setAttribute('aria-label', label);
  const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
  toolbar?.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const name = Object.keys(PICKER_NAMES).find((cls) => picker.classList.contains(cls));
    picker
      .querySelector('.ql-picker-label')
      ?.setAttribute('aria-label', name ? PICKER_NAMES[name] : 'Options');
  });
}

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
  const editor = useRef<ReactQuill>(null);
  useEffect(() => {
    const quill = editor.current?.getEditor();
    if (quill) nameEditorParts(quill, label);
  }, [label]);
  const shown = last.current && last.current.cleaned === (value ?? '') ? last.current.raw : (value ?? '');
  return (
    <ReactQuill
      ref={editor}
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
      <div style={{ height, overflowY: 'auto' }} />
    </ReactQuill>
  );
}
