import { defineResource } from './define-resource.ts';

const COLORS = [
  { value: '#1b5e20', label: 'Xanh lá đậm' },
  { value: '#0d47a1', label: 'Xanh dương' },
  { value: '#b71c1c', label: 'Đỏ' },
  { value: '#e65100', label: 'Cam' },
  { value: '#37474f', label: 'Xám' },
] as const;

/**
 * How a ward's pages in the resident app begin and end (spec §7 config: header/footer config, PATCH {id} and POST):
 * the header's title, line and picture, the footer's text, each in one of the platform's colours. One per ward: a
 * second is refused, the first is edited.
 */
export const headerFooterConfigs = defineResource({
  name: 'header-footer-configs',
  path: '/admin/header-footer-configs',
  subject: 'config_footer',
  label: 'cấu hình đầu trang, chân trang',
  title: 'header_title',
  menu: { order: 79, icon: 'layout', group: 'images' },
  scope: 'ward',
  onePerWard: true,
  fields: {
    header_title: { label: 'Tiêu đề đầu trang', kind: 'text', required: true, max: 150 },
    header_subtitle: { label: 'Dòng phụ đầu trang', kind: 'text', max: 200 },
    header_image: { label: 'Ảnh nền đầu trang', kind: 'image' },
    header_color: { label: 'Màu đầu trang', kind: 'select', options: COLORS, default: '#1b5e20' },
    footer_content: { label: 'Nội dung chân trang', kind: 'textarea', max: 1_000 },
    footer_color: { label: 'Màu chân trang', kind: 'select', options: COLORS, default: '#37474f' },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  },
  list: {
    columns: ['header_title', 'header_image', 'header_color', 'ward_id'],
    search: ['header_title', 'footer_content'],
    filters: ['ward_id'],
    sortable: ['header_title', 'created_at'],
  },
  publicRead: {
    fields: [
      'header_title',
      'header_subtitle',
      'header_image',
      'header_color',
      'footer_content',
      'footer_color',
      'ward_id',
    ],
    onlyWhen: [],
  },
});
