import type { FieldDefs } from '../validation/field-defs.ts';

/** an administrative unit's names (admin corrections; codes never change) */
export const unitNameFields = {
  name: { label: 'Tên đầy đủ', kind: 'text', required: true, max: 150 },
  short_name: { label: 'Tên ngắn', kind: 'text', required: true, max: 100 },
} satisfies FieldDefs;
