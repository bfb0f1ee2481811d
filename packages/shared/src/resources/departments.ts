import { defineResource } from './define-resource.ts';

export const departments = defineResource({
  name: 'departments',
  path: '/admin/departments',
  subject: 'roles',
  label: 'phòng ban',
  menu: { order: 30, icon: 'cluster' },
  scope: 'global',
  fields: {
    name: { label: 'Tên phòng ban', kind: 'text', required: true, max: 150 },
    description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
  },
  list: { columns: ['name', 'description'], search: ['name'], filters: [], sortable: ['name', 'created_at'] },
});
