import { defineResource } from './define-resource.ts';

/**
 * The tags articles carry (spec §7 tags: /api/admin/tags): one vocabulary for the whole platform, so a province can
 * gather every ward's articles about 'Chuyển đổi số'. Staff who write articles add the tags they need; a name is used
 * once (any case). Deleting a tag takes it off the articles that carried it.
 */
export const tags = defineResource({
  name: 'tags',
  path: '/admin/tags',
  subject: 'articles',
  label: 'thẻ',
  menu: { order: 32, icon: 'tags', group: 'content' },
  scope: 'global',
  fields: {
    name: { label: 'Tên thẻ', kind: 'text', required: true, max: 60 },
    description: { label: 'Mô tả', kind: 'textarea', max: 500 },
  },
  list: {
    columns: ['name', 'description'],
    search: ['name'],
    filters: [],
    sortable: ['name', 'created_at'],
  },
  publicRead: { fields: ['name'], onlyWhen: [] },
});
