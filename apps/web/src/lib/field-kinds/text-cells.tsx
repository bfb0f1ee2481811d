import { Typography } from 'antd';
import type { FieldDef } from '@console/shared/validation/field-defs';
import type { Row } from './web-kind';

const LINK_FORMATS = new Set(['url', 'youtube', 'map', 'vr3d']);

/** an address typed without its scheme still opens as a web page */
const href = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** a text value; a link format opens in a new tab */
export function textCell(field: FieldDef, key: string, row: Row) {
  const value = row[key];
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (field.format && LINK_FORMATS.has(field.format))
    return (
      <Typography.Link
        href={href(text)}
        target="_blank"
        rel="noopener noreferrer"
        ellipsis
        style={{ maxWidth: 'min(260px, 100%)' }}
      >
        {text}
      </Typography.Link>
    );
  return text;
}

/** a long text, two lines in a list */
export function clampedCell(text: string) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  );
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
