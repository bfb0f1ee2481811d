import { defineResource, updateToggle } from './define-resource.ts';
import { videoFields } from './video-fields.ts';

/** a ward's videos (spec §2 videos: list, create, {id}/update; subject media_videos) */
export const videos = defineResource({
  name: 'videos',
  path: '/admin/videos',
  subject: 'media_videos',
  label: 'video',
  title: 'title',
  menu: { order: 33, icon: 'play', group: 'content' },
  scope: 'ward',
  export: { fileName: 'video' },
  editSegment: 'update',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    ...videoFields,
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['title', 'thumbnail', 'source', 'ward_id', 'is_active'],
    search: ['title', 'description'],
    filters: ['source', 'ward_id', 'is_active'],
    sortable: ['title', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị', { bulk: true }) },
  publicRead: {
    fields: ['title', 'source', 'youtube_link', 'video_file', 'thumbnail', 'description', 'ward_id'],
    onlyWhen: ['is_active'],
  },
});
