import { defineResource, updateToggle } from './define-resource.ts';

/** the online services a ward points its residents to (public services portal, e-payment…), with an icon */
export const ruralDigitalServices = defineResource({
  name: 'rural-digital-services',
  path: '/admin/rural-digital-services',
  subject: 'rural_digital_services',
  label: 'dịch vụ số nông thôn',
  menu: { order: 54, icon: 'cloud', group: 'digital-services' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên dịch vụ', kind: 'text', required: true, max: 200 },
    icon: { label: 'Biểu tượng', kind: 'image' },
    link: { label: 'Đường dẫn', kind: 'text', format: 'url', required: true, max: 1_000 },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'icon', 'link', 'ward_id', 'sort_order', 'is_active'],
    search: ['name'],
    filters: ['ward_id', 'is_active'],
    sortable: ['name', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hoạt động', { bulk: true }) },
  publicRead: { fields: ['name', 'icon', 'link', 'description', 'ward_id', 'sort_order'], onlyWhen: ['is_active'] },
});
