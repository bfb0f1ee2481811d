import type { FieldDef } from '@console/shared/validation/field-defs';
import type { ResourceRow } from './api/resource-keys';

const numberFormat = new Intl.NumberFormat('vi-VN');

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** the read-only text of one field in a list row */
export function cellValue(field: FieldDef, key: string, row: ResourceRow): string {
  const value = row[key];
  if (field.kind === 'ward') return row.ward_name ?? '';
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'boolean':
      return value ? 'Có' : 'Không';
    case 'number':
      return typeof value === 'number' ? numberFormat.format(value) : String(value);
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'richtext':
      return stripHtml(String(value));
    default:
      return String(value);
  }
}
