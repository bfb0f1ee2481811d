import type { ChildList } from './child-lists.ts';
import { defineResource, updateToggle } from './define-resource.ts';

/** an album's photos in the order staff arrange them, each with a caption; the first is the cover when none is set */
export const albumPhotos = (table: string, max: number): ChildList => ({
  name: 'images',
  table,
  label: 'ảnh',
  fields: {
    image: { label: 'Ảnh', kind: 'image', required: true },
    caption: { label: 'Chú thích', kind: 'text', max: 300 },
  },
  max,
  maxPerRequest: 20,
  cover: { parentField: 'cover', childField: 'image' },
});

/**
 * A ward's photo albums (spec §2 albums: list, create, {id}/update; subject media_albums): a title and a cover, and
 * the photos in the order staff arrange them, each with its caption (the engine's `children`).
 */
export const albums = defineResource({
  name: 'albums',
  path: '/admin/albums',
  subject: 'media_albums',
  label: 'album ảnh',
  title: 'title',
  editSegment: 'update',
  menu: { order: 68, icon: 'picture', group: 'images' },
  scope: 'ward',
  fields: {
    title: { label: 'Tên album', kind: 'text', required: true, max: 300 },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    cover: { label: 'Ảnh bìa', kind: 'image', help: 'Để trống: ảnh đầu tiên của album' },
    taken_at: { label: 'Ngày chụp', kind: 'date', notAfterToday: true },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['title', 'cover', 'taken_at', 'ward_id', 'is_active'],
    search: ['title', 'description'],
    filters: ['ward_id', 'is_active'],
    sortable: ['title', 'taken_at', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
  children: albumPhotos('album_images', 200),
  publicRead: { fields: ['title', 'description', 'cover', 'taken_at', 'ward_id'], onlyWhen: ['is_active'] },
});
