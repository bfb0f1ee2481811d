import { defineResource, updateToggle } from './define-resource.ts';

/** the websites a ward links to from the resident app (the province portal, public services, the school…) */
export const websites = defineResource({
  name: 'websites',
  path: '/admin/websites',
  subject: 'websites',
  label: 'website liên kết',
  menu: { order: 35, icon: 'global', group: 'content' },
  scope: 'ward',
  export: { fileName: 'website-lien-ket' },
  fields: {
    name: { label: 'Tên website', kind: 'text', required: true, max: 200 },
    url: { label: 'Địa chỉ website', kind: 'text', format: 'url', required: true, max: 1_000 },
    logo: { label: 'Logo', kind: 'image' },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'logo', 'url', 'ward_id', 'sort_order', 'is_active'],
    search: ['name', 'url'],
    filters: ['ward_id', 'is_active'],
    sortable: ['name', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
  publicRead: { fields: ['name', 'url', 'logo', 'description', 'sort_order', 'ward_id'], onlyWhen: ['is_active'] },
});
