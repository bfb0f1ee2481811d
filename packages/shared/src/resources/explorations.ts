import { defineResource, updateToggle } from './define-resource.ts';

/** places to discover in the ward (spec subject 'exploration'): a story, a cover, the map, a 3D tour */
export const explorations = defineResource({
  name: 'explorations',
  path: '/admin/explorations',
  subject: 'exploration',
  label: 'khám phá',
  title: 'title',
  menu: { order: 57, icon: 'compass', group: 'digital-services' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    cover: { label: 'Ảnh bìa', kind: 'image' },
    content: { label: 'Nội dung', kind: 'richtext', required: true },
    location: { label: 'Vị trí trên bản đồ', kind: 'location' },
    map_link: { label: 'Đường dẫn bản đồ', kind: 'text', format: 'map', max: 1_000 },
    vr3d_link: { label: 'Đường dẫn VR 3D', kind: 'text', format: 'vr3d', max: 1_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['title', 'cover', 'ward_id', 'is_active'],
    search: ['title'],
    filters: ['ward_id', 'is_active'],
    sortable: ['title', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị', { bulk: true }) },
  publicRead: {
    fields: ['title', 'cover', 'content', 'location', 'map_link', 'vr3d_link', 'ward_id'],
    onlyWhen: ['is_active'],
  },
});
