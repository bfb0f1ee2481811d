import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// Tiptap is large: it loads with the first form that has a rich-text field, not with the console
const TiptapEditor = lazy(() => import('./rich-text/tiptap-editor.tsx'));

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** the server's limit on the stored HTML; checked by the shared schema on save */
  maxLength?: number;
  disabled?: boolean;
}

/** the product's rich-text field (spec §5: headings 1-6, YouTube embeds only); the server sanitises what it stores */
export function RichTextEditor({ maxLength: _maxLength, ...props }: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
