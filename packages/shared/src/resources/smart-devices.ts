import { defineResource } from './define-resource.ts';

/** devices a ward recommends to its residents (cameras, sensors, irrigation…), shown once approved and enabled */
export const smartDevices = defineResource({
  name: 'smart-devices',
  path: '/admin/smart-devices',
  subject: 'smart_devices',
  label: 'thiết bị thông minh',
  menu: { order: 50, icon: 'bulb', group: 'digital-services' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên thiết bị', kind: 'text', required: true, max: 200 },
    type_id: { label: 'Loại thiết bị', kind: 'reference', to: 'smart-device-types', required: true },
    image: { label: 'Hình ảnh', kind: 'image' },
    description: { label: 'Mô tả', kind: 'richtext' },
    link: { label: 'Đường dẫn', kind: 'text', format: 'url', max: 1_000 },
    supplier: { label: 'Nhà cung cấp', kind: 'text', max: 200 },
    price: { label: 'Giá (VNĐ)', kind: 'money' },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_approved: { label: 'Phê duyệt', kind: 'boolean', default: false },
    is_enabled: { label: 'Hoạt động', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'type_id', 'image', 'ward_id', 'price', 'is_approved', 'is_enabled'],
    search: ['name', 'supplier'],
    filters: ['type_id', 'ward_id', 'is_approved', 'is_enabled'],
    sortable: ['name', 'price', 'created_at'],
  },
  toggles: {
    is_approved: {
      action: 'approve',
      method: 'PUT',
      path: 'change-approve/{id}',
      label: 'Phê duyệt',
      question: { on: 'Phê duyệt thiết bị này?', off: 'Hủy phê duyệt thiết bị này?' },
      mode: 'flip',
      bulk: true,
    },
    is_enabled: { action: 'update', method: 'PUT', path: 'change-enable/{id}', label: 'Hoạt động', mode: 'flip' },
  },
  publicRead: {
    fields: ['name', 'type_id', 'image', 'description', 'link', 'supplier', 'price', 'ward_id'],
    onlyWhen: ['is_approved', 'is_enabled'],
  },
});
