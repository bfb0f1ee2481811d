import { DOCUMENT_UPLOAD_GROUPS } from '../domain/uploads.ts';
import { defineResource, type ToggleDef } from './define-resource.ts';
import { defineTypeList } from './define-type-list.ts';
import { videoFields } from './video-fields.ts';

/** the knowledge library's topics (farming, health, law…): GET /api/admin/knowledge-categories */
export const knowledgeCategories = defineTypeList({
  name: 'knowledge-categories',
  path: '/admin/knowledge-library/categories',
  subject: 'libraries',
  label: 'danh mục kiến thức',
  nameLabel: 'Tên danh mục',
  menuOrder: 42,
  menuGroup: 'knowledge-library',
});

// spec §4: "library articles and videos (is_approved set to the opposite of the current value)": PATCH change/{id}
const approval = (what: string): ToggleDef => ({
  action: 'approve',
  method: 'PATCH',
  path: 'change/{id}',
  label: 'Phê duyệt',
  question: { on: `Phê duyệt ${what} này?`, off: `Hủy phê duyệt ${what} này? Người dân sẽ không còn thấy.` },
  mode: 'flip',
  bulk: true,
});

/** the knowledge library's posts (kho kiến thức: how to grow, to treat, to apply…) of a ward */
export const libraryArticles = defineResource({
  name: 'library-articles',
  path: '/admin/knowledge-library/posts',
  subject: 'libraries',
  label: 'bài viết kiến thức',
  title: 'title',
  menu: { order: 40, icon: 'book', group: 'knowledge-library' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    category_id: { label: 'Danh mục', kind: 'reference', to: 'knowledge-categories', required: true },
    summary: { label: 'Tóm tắt', kind: 'textarea', max: 1_000 },
    content: { label: 'Nội dung', kind: 'richtext', required: true },
    cover: { label: 'Ảnh đại diện', kind: 'image' },
    documents: { label: 'Tài liệu đính kèm', kind: 'attachments', groups: DOCUMENT_UPLOAD_GROUPS },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_approved: { label: 'Phê duyệt', kind: 'boolean', default: false },
  },
  list: {
    columns: ['title', 'cover', 'category_id', 'ward_id', 'is_approved'],
    search: ['title', 'summary'],
    filters: ['category_id', 'ward_id', 'is_approved'],
    sortable: ['title', 'created_at'],
  },
  toggles: { is_approved: approval('bài viết') },
  publicRead: {
    fields: ['title', 'category_id', 'summary', 'content', 'cover', 'documents', 'ward_id'],
    onlyWhen: ['is_approved'],
  },
});

/** the knowledge library's videos: a YouTube link or an uploaded mp4/mov */
export const libraryVideos = defineResource({
  name: 'library-videos',
  path: '/admin/knowledge-library/video',
  subject: 'libraries',
  label: 'video kiến thức',
  title: 'title',
  menu: { order: 41, icon: 'video', group: 'knowledge-library' },
  scope: 'ward',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    category_id: { label: 'Danh mục', kind: 'reference', to: 'knowledge-categories', required: true },
    ...videoFields,
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_approved: { label: 'Phê duyệt', kind: 'boolean', default: false },
  },
  list: {
    columns: ['title', 'thumbnail', 'category_id', 'source', 'ward_id', 'is_approved'],
    search: ['title'],
    filters: ['category_id', 'source', 'ward_id', 'is_approved'],
    sortable: ['title', 'created_at'],
  },
  toggles: { is_approved: approval('video') },
  publicRead: {
    fields: ['title', 'category_id', 'source', 'youtube_link', 'video_file', 'thumbnail', 'description', 'ward_id'],
    onlyWhen: ['is_approved'],
  },
});
