import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
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
 * list never loads Quill. The theme stylesheet comes with it; the 450 px height is set on the editing area.
 */
export default function RichTextEditor({
  value,
  onChange,
  id,
  'aria-label': label,
  height = EDITOR_HEIGHT,
}: RichTextEditorProps) {
  return (
    <ReactQuill
      id={id}
      theme="snow"
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      modules={{ toolbar: TOOLBAR }}
    >
      <div style={{ height, overflowY: 'auto' }} aria-label={label} />
    </ReactQuill>
  );
}
