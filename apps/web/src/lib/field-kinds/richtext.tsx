import { maxLengthOf } from '@console/shared/validation/field-defs';
import { RichTextEditor } from '../rich-text-editor';
import { clampedCell, stripHtml } from './text-cells';
import type { WebKind } from './web-kind';

export const richtext: WebKind = {
  control: (field) => <RichTextEditor maxLength={maxLengthOf(field)} />,
  cell: (_field, key, row) => clampedCell(stripHtml(String(row[key] ?? ''))),
  // the server sanitised this HTML before storing it (headings, formatting, YouTube embeds only): safe to render
  detail: (_field, key, row) => (
    <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: String(row[key] ?? '') }} />
  ),
};
