import { defineResource, type ToggleDef } from './define-resource.ts';

const articleSwitch = (path: string, label: string, on: string, off: string): ToggleDef => ({
  action: 'update',
  method: 'PUT',
  path: `{id}/${path}`,
  label,
  question: { on, off },
  mode: 'flip',
});

/**
 * A ward's news (spec §7 Articles): written by ward staff, approved above them (action approve), published at a
 * time. Residents read it once approved, published and its publish time has come.
 */
export const articles = defineResource({
  name: 'articles',
  path: '/admin/articles',
  subject: 'articles',
  label: 'tin bài',
  title: 'title',
  menu: { order: 30, icon: 'read', group: 'content' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    summary: { label: 'Tóm tắt', kind: 'textarea', max: 1_000 },
    content: { label: 'Nội dung', kind: 'richtext', required: true },
    cover: { label: 'Ảnh đại diện', kind: 'image' },
    category_id: { label: 'Danh mục', kind: 'reference', to: 'article-categories', required: true },
    tag_ids: { label: 'Thẻ', kind: 'references', to: 'tags', max: 10 },
    author: { label: 'Tác giả', kind: 'text', max: 150 },
    source: { label: 'Nguồn tin', kind: 'text', max: 300 },
    published_at: {
      label: 'Thời gian xuất bản',
      kind: 'datetime',
      help: 'Để trống: hiện ngay khi được duyệt và xuất bản',
    },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_province_wide: {
      label: 'Tin toàn tỉnh',
      kind: 'boolean',
      default: false,
      provinceLevel: true,
      help: 'Người dân mọi xã/phường trong tỉnh đều đọc được (cán bộ cấp tỉnh)',
    },
    is_approved: { label: 'Phê duyệt', kind: 'boolean', default: false },
    is_published: { label: 'Xuất bản', kind: 'boolean', default: false },
    is_hot: { label: 'Tin nóng', kind: 'boolean', default: false },
    is_highlight: { label: 'Nổi bật', kind: 'boolean', default: false },
  },
  list: {
    columns: [
      'title',
      'cover',
      'category_id',
      'ward_id',
      'published_at',
      'is_approved',
      'is_published',
      'is_hot',
      'is_highlight',
    ],
    search: ['title', 'summary', 'author'],
    filters: ['category_id', 'tag_ids', 'ward_id', 'is_province_wide', 'is_approved', 'is_published', 'is_hot', 'is_highlight'],
    sortable: ['title', 'published_at', 'created_at'],
  },
  toggles: {
    is_approved: {
      action: 'approve',
      method: 'PUT',
      path: '{id}/approve',
      label: 'Phê duyệt',
      question: { on: 'Phê duyệt tin bài này?', off: 'Hủy phê duyệt tin bài này? Người dân sẽ không còn thấy tin.' },
      mode: 'flip',
      bulk: true,
    },
    is_published: articleSwitch('change-publish', 'Xuất bản', 'Xuất bản tin bài này?', 'Ngừng xuất bản tin bài này?'),
    is_hot: articleSwitch('change-hot', 'Tin nóng', 'Đặt tin bài này là tin nóng?', 'Bỏ tin nóng của tin bài này?'),
    is_highlight: articleSwitch(
      'change-highlight',
      'Nổi bật',
      'Đặt tin bài này là tin nổi bật?',
      'Bỏ nổi bật của tin bài này?',
    ),
  },
  publicRead: {
    fields: [
      'title',
      'summary',
      'content',
      'cover',
      'category_id',
      'tag_ids',
      'author',
      'source',
      'published_at',
      'ward_id',
      'is_province_wide',
      'is_hot',
      'is_highlight',
    ],
    onlyWhen: ['is_approved', 'is_published'],
    shownFrom: 'published_at',
    provinceWide: 'is_province_wide',
  },
});
