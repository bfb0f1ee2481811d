import { defineResource } from './define-resource.ts';

/**
 * The lists a category belongs to. Only the agriculture services choose from these for now (their two kinds); the
 * market's products and the tourism areas keep their own fixed lists (market.ts PRODUCT_CATEGORIES, tourism.ts kinds)
 * until they move here.
 */
export const CATEGORY_KINDS = [
  { value: 'agriculture_machine', label: 'Dịch vụ cơ giới / máy móc' },
  { value: 'agriculture_supplies', label: 'Vật tư nông nghiệp' },
  { value: 'market', label: 'Chợ quê' },
  { value: 'tourism', label: 'Du lịch' },
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number]['value'];

/**
 * The platform's shared category lists (spec §7 Categories: GET list, POST, PUT status by id, GET/PUT/DELETE by id;
 * issue 19): kept by platform staff, read by every ward's staff for their pickers and by residents' app. Spec §6 has
 * no subject of their own: they are under agriculture_service, the area that uses them (docs/decisions.md).
 */
export const categories = defineResource({
  name: 'categories',
  path: '/admin/categories',
  subject: 'agriculture_service',
  label: 'danh mục dùng chung',
  menu: { order: 96, icon: 'tags', group: 'system' },
  scope: 'global',
  writtenBy: 'platform',
  fields: {
    name: { label: 'Tên danh mục', kind: 'text', required: true, max: 150 },
    kind: { label: 'Thuộc danh sách', kind: 'select', required: true, options: CATEGORY_KINDS },
    description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Trạng thái', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'kind', 'description', 'sort_order', 'is_active'],
    search: ['name'],
    filters: ['kind', 'is_active'],
    sortable: ['name', 'kind', 'sort_order', 'created_at'],
  },
  // spec §7 "PUT status by id": the switch flips the row's active state
  toggles: {
    is_active: {
      action: 'update',
      method: 'PUT',
      path: 'status/{id}',
      label: 'Trạng thái',
      question: { on: 'Hiển thị danh mục này?', off: 'Ẩn danh mục này? Các dịch vụ đã gắn danh mục vẫn được giữ.' },
      mode: 'flip',
    },
  },
  publicRead: { fields: ['name', 'kind', 'description', 'sort_order'], onlyWhen: ['is_active'], filters: ['kind'] },
});
