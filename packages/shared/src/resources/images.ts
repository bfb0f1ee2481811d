import { defineResource } from './define-resource.ts';

/**
 * A ward's image library (spec §2 images list; §7 Images: GET list, GET {id}, PUT {id}, DELETE {id}, POST): the
 * pictures staff reuse in articles, banners and albums, each with a title and where it was taken.
 */
export const images = defineResource({
  name: 'images',
  path: '/admin/images',
  subject: 'media_albums',
  label: 'hình ảnh',
  title: 'title',
  menu: { order: 69, icon: 'picture', group: 'images' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    image: { label: 'Hình ảnh', kind: 'image', required: true },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    taken_at: { label: 'Ngày chụp', kind: 'date', notAfterToday: true },
    author: { label: 'Tác giả', kind: 'text', max: 150 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  },
  list: {
    columns: ['title', 'image', 'taken_at', 'author', 'ward_id'],
    search: ['title', 'description', 'author'],
    filters: ['ward_id'],
    sortable: ['title', 'taken_at', 'created_at'],
  },
});
