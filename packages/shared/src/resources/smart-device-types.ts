import { defineResource } from './define-resource.ts';

/** the kinds of smart device a ward may list (spec §7: GET /api/admin/smart-device-types), kept by the platform */
export const smartDeviceTypes = defineResource({
  name: 'smart-device-types',
  path: '/admin/smart-device-types',
  subject: 'smart_devices',
  label: 'loại thiết bị thông minh',
  menu: { order: 51, icon: 'tags', group: 'digital-services' },
  scope: 'global',
  writtenBy: 'platform',
  fields: {
    name: { label: 'Tên loại thiết bị', kind: 'text', required: true, max: 150 },
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
