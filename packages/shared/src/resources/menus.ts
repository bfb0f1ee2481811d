import { defineResource, updateToggle } from './define-resource.ts';

/**
 * The resident app's menu of a ward (spec §2 system menus: list, create, {id}/edit; §7 menus: GET list, GET and PUT
 * {id}; subject menus): entries that open a screen of the app or a web address, nested under a parent entry, in the
 * order staff drag them to (PUT /api/admin/menus/order).
 */
export const menus = defineResource({
  name: 'menus',
  path: '/admin/system/menus',
  subject: 'menus',
  label: 'menu',
  menu: { order: 95, icon: 'menu' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên menu', kind: 'text', required: true, max: 100 },
    parent_id: { label: 'Menu cha', kind: 'reference', to: 'menus', help: 'Để trống: menu cấp một' },
    link: {
      label: 'Đường dẫn',
      kind: 'text',
      max: 500,
      help: 'Màn hình của ứng dụng (ví dụ /tin-tuc) hoặc địa chỉ web (https://…)',
    },
    icon: { label: 'Biểu tượng', kind: 'image' },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'parent_id', 'link', 'sort_order', 'ward_id', 'is_active'],
    search: ['name', 'link'],
    filters: ['ward_id', 'parent_id', 'is_active'],
    sortable: ['name', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
  ordering: { field: 'sort_order', parent: 'parent_id' },
  publicRead: { fields: ['name', 'parent_id', 'link', 'icon', 'sort_order', 'ward_id'], onlyWhen: ['is_active'] },
});
