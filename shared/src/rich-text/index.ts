// The rich-text editor (Quill through react-quill-new) for any remote's forms: `LazyRichTextEditor` loads Quill in its
// own chunk only when a form opens. Screen tests replace the editor module with a textarea:
// `jest.mock('@storedesk/shared/rich-text/editor', () => jest.requireActual('@storedesk/shared/rich-text/mock-editor'))`.
export { LazyRichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export { EDITOR_HEIGHT } from './editor-height';
