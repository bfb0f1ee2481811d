import { defineResource } from './define-resource.ts';

export const villages = defineResource({
  name: 'villages',
  path: '/admin/villages',
  subject: 'villages',
  label: 'thôn/xóm',
  menu: { order: 10, icon: 'apartment' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên thôn/xóm', kind: 'text', required: true, max: 150 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    head_name: { label: 'Trưởng thôn', kind: 'text', max: 150 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', max: 20 },
    households: { label: 'Số hộ', kind: 'number', integer: true, max: 100_000 },
    description: { label: 'Ghi chú', kind: 'textarea', max: 2_000 },
  },
  list: {
    columns: ['name', 'ward_id', 'head_name', 'phone', 'households'],
    search: ['name', 'head_name', 'phone'],
    filters: ['ward_id'],
    sortable: ['name', 'households', 'created_at'],
  },
});
