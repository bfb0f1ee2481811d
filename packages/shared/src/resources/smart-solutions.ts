import { defineResource } from './define-resource.ts';

/** smart agriculture, tourism or administration solutions a ward presents, with who provides them */
export const smartSolutions = defineResource({
  name: 'smart-solutions',
  path: '/admin/smart-solutions',
  subject: 'smart_solutions',
  label: 'giải pháp thông minh',
  menu: { order: 52, icon: 'experiment', group: 'digital-services' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên giải pháp', kind: 'text', required: true, max: 200 },
    type_id: { label: 'Loại giải pháp', kind: 'reference', to: 'smart-solution-types', required: true },
    image: { label: 'Hình ảnh', kind: 'image' },
    description: { label: 'Mô tả', kind: 'richtext' },
    link: { label: 'Đường dẫn', kind: 'text', format: 'url', max: 1_000 },
    provider: { label: 'Đơn vị cung cấp', kind: 'text', max: 200 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'type_id', 'image', 'provider', 'ward_id', 'is_active'],
    search: ['name', 'provider'],
    filters: ['type_id', 'ward_id', 'is_active'],
    sortable: ['name', 'created_at'],
  },
  toggles: {
    is_active: { action: 'update', method: 'PATCH', path: '{id}/change-active', label: 'Hiển thị', mode: 'flip' },
  },
  publicRead: {
    fields: ['name', 'type_id', 'image', 'description', 'link', 'provider', 'ward_id'],
    onlyWhen: ['is_active'],
  },
});
