import { formatCalendarDay, formatInstant } from '@console/shared/dates';
import { referencesNamesKey } from '@console/shared/field-kinds/references';
import type { Resource } from '@console/shared/resources/define-resource';
import type { FieldDef } from '@console/shared/validation/field-defs';
import { safeCell } from '../lib/spreadsheet-cell.ts';

type Row = Record<string, unknown>;

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** a field's value as an officer reads it in the list: names for ids, 'Có'/'Không', dates at UTC+7 */
function readable(def: FieldDef, key: string, row: Row): unknown {
  const value = row[key];
  switch (def.kind) {
    case 'reference':
      return row[`${key.replace(/_id$/, '')}_name`] ?? value;
    case 'references': {
      const names = row[referencesNamesKey(key)];
      return Array.isArray(names) ? names.join(', ') : null;
    }
    case 'ward':
      return row.ward_name ?? value;
    case 'village':
      return row.village_name ?? value;
    case 'boolean':
      return value === null || value === undefined ? null : value ? 'Có' : 'Không';
    case 'select':
      return def.options?.find((option) => option.value === value)?.label ?? value;
    case 'datetime':
      return typeof value === 'string' ? formatInstant(new Date(value)) : null;
    case 'date':
      return typeof value === 'string' ? formatCalendarDay(value) : null;
    case 'attachments':
      return Array.isArray(value) ? value.map((file: { name: string }) => file.name).join(', ') : null;
    case 'location': {
      const point = value as { lat: number; lng: number } | null;
      return point ? `${point.lat}, ${point.lng}` : null;
    }
    case 'richtext':
      return typeof value === 'string' ? text(value) : null;
    default:
      return value;
  }
}

/** the spreadsheet's columns: STT, the list's fields, the creation time; each cell safe from formula injection */
export function exportColumns(resource: Resource, fields: readonly string[]) {
  return {
    columns: [
      { header: 'STT', width: 8 },
      ...fields.map((key) => ({
        header: resource.fields[key].label,
        width: resource.fields[key].kind === 'boolean' ? 12 : 28,
      })),
      { header: 'Ngày tạo', width: 18 },
    ],
    cells: (row: Row, position: number) => [
      position,
      ...fields.map((key) => safeCell(readable(resource.fields[key], key, row))),
      typeof row.created_at === 'string' ? formatInstant(new Date(row.created_at)) : null,
    ],
  };
}
