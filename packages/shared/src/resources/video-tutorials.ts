import { defineResource, updateToggle } from './define-resource.ts';

/** how-to videos of the platform for residents and staff (YouTube), one list for every ward */
export const videoTutorials = defineResource({
  name: 'video-tutorials',
  path: '/admin/service-supports/video-tutorials',
  subject: 'video_tutorials',
  label: 'video hướng dẫn',
  title: 'title',
  menu: { order: 21, icon: 'video' },
  scope: 'global',
  writtenBy: 'platform',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    youtube_link: { label: 'Đường dẫn YouTube', kind: 'text', format: 'youtube', required: true, max: 500 },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['title', 'youtube_link', 'sort_order', 'is_active'],
    search: ['title'],
    filters: ['is_active'],
    sortable: ['title', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
  publicRead: { fields: ['title', 'youtube_link', 'description', 'sort_order'], onlyWhen: ['is_active'] },
});
