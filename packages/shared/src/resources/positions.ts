import { defineResource } from './define-resource.ts';

export const positions = defineResource({
  name: 'positions',
  path: '/admin/positions',
  subject: 'roles',
  label: 'chức vụ',
  menu: { order: 40, icon: 'idcard' },
  scope: 'global',
  fields: {
    name: { label: 'Tên chức vụ', kind: 'text', required: true, max: 150 },
    description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
  },
  list: { columns: ['name', 'description'], search: ['name'], filters: [], sortable: ['name', 'created_at'] },
});
