import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor';
import { EDITOR_HEIGHT } from './editor-height';

const RichTextEditor = lazy(() => import(/* webpackChunkName: "blog-editor" */ './rich-text-editor'));

/** The rich-text editor, loaded only when a create or edit form opens (Quill is large). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? EDITOR_HEIGHT }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
