import { defineResource, updateToggle } from './define-resource.ts';

/**
 * The spreadsheets a ward publishes for residents (spec §2 upload-excel; subject excel): a list of households
 * receiving support, a vaccination schedule, the results of a vote. Staff see the first sheet before publishing it
 * (GET /api/admin/excel-files/{id}/preview); residents download it once published, and may read the same preview.
 */
export const excelFiles = defineResource({
  name: 'excel-files',
  path: '/admin/upload-excel',
  subject: 'excel',
  label: 'tệp Excel',
  title: 'title',
  menu: { order: 36, icon: 'table', group: 'content' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    file: { label: 'Tệp Excel', kind: 'attachments', required: true, maxFiles: 1, groups: ['excel'] },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_published: { label: 'Công khai', kind: 'boolean', default: false },
  },
  list: {
    columns: ['title', 'file', 'ward_id', 'is_published'],
    search: ['title', 'description'],
    filters: ['ward_id', 'is_published'],
    sortable: ['title', 'created_at'],
  },
  toggles: {
    is_published: updateToggle('change-publish', 'Công khai', {
      question: {
        on: 'Công khai tệp này cho người dân?',
        off: 'Ngừng công khai tệp này? Người dân sẽ không còn tải được.',
      },
    }),
  },
  publicRead: { fields: ['title', 'file', 'description', 'ward_id'], onlyWhen: ['is_published'] },
});
