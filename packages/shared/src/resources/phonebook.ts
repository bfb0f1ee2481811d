import { defineResource, updateToggle } from './define-resource.ts';

/** the ward's useful numbers: officials, police post, health station… (residents call from the app) */
export const phonebook = defineResource({
  name: 'phonebook',
  path: '/admin/phonebook',
  subject: 'ward_contact',
  label: 'danh bạ',
  title: 'full_name',
  menu: { order: 55, icon: 'phone', group: 'digital-services' },
  scope: 'ward',
  fields: {
    full_name: { label: 'Họ và tên', kind: 'text', required: true, max: 150 },
    position: { label: 'Chức vụ', kind: 'text', max: 150 },
    organisation: { label: 'Cơ quan/đơn vị', kind: 'text', max: 200 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', required: true, max: 20 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['full_name', 'position', 'organisation', 'phone', 'ward_id', 'sort_order', 'is_active'],
    search: ['full_name', 'organisation', 'phone'],
    filters: ['ward_id', 'is_active'],
    sortable: ['full_name', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
  publicRead: {
    fields: ['full_name', 'position', 'organisation', 'phone', 'ward_id', 'sort_order'],
    onlyWhen: ['is_active'],
  },
});
