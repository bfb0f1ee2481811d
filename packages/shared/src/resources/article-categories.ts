import { defineResource } from './define-resource.ts';

/** the kinds of article (Tin tức, Thông báo, Sự kiện…) every ward files its articles under, kept by the platform */
export const articleCategories = defineResource({
  name: 'article-categories',
  path: '/admin/article-categories',
  subject: 'articles',
  label: 'danh mục tin bài',
  menu: { order: 31, icon: 'tags', group: 'content' },
  scope: 'global',
  writtenBy: 'platform',
  fields: {
    name: { label: 'Tên danh mục', kind: 'text', required: true, max: 150 },
    description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Trạng thái', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'description', 'sort_order', 'is_active'],
    search: ['name'],
    filters: ['is_active'],
    sortable: ['name', 'sort_order'],
  },
  // spec §4 "categories (status toggle)"
  toggles: {
    is_active: {
      action: 'update',
      method: 'PUT',
      path: '{id}/change-status',
      label: 'Trạng thái',
      question: { on: 'Hiển thị danh mục này?', off: 'Ẩn danh mục này? Tin bài của danh mục vẫn được giữ.' },
      mode: 'flip',
    },
  },
  publicRead: { fields: ['name', 'description', 'sort_order'], onlyWhen: ['is_active'] },
});
