import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// Tiptap (ProseMirror) loads only when a form with rich text opens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** A form control for HTML content; the editor is a lazy chunk. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
