import { defineResource } from './define-resource.ts';

/** the kinds of smart solution (spec §7: smart solution types list), kept by the platform */
export const smartSolutionTypes = defineResource({
  name: 'smart-solution-types',
  path: '/admin/smart-solution-types',
  subject: 'smart_solutions',
  label: 'loại giải pháp thông minh',
  menu: { order: 53, icon: 'tags', group: 'digital-services' },
  scope: 'global',
  writtenBy: 'platform',
  fields: {
    name: { label: 'Tên loại giải pháp', kind: 'text', required: true, max: 150 },
    description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
  },
  list: {
    columns: ['name', 'description', 'sort_order'],
    search: ['name'],
    filters: [],
    sortable: ['name', 'sort_order'],
  },
});
