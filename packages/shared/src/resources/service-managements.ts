import { defineResource, updateToggle } from './define-resource.ts';

export const SERVICE_KINDS = [
  { value: 'link', label: 'Dịch vụ liên kết' },
  { value: 'integrated', label: 'Dịch vụ tích hợp' },
] as const;

/**
 * The platform's catalogue of services shown to residents (spec §7 service managements): linked services open an
 * outside address, integrated ones run inside the platform ('Khảo sát', 'Chợ quê'… are its built-in rows, kept by
 * code: PLATFORM_SERVICES). Its table is the one the ward service list already read (platform_services). One API, two
 * screens: the link and integrated screens of spec §2, each behind its menu action (spec §6).
 */
export const serviceManagements = defineResource({
  name: 'service-managements',
  path: '/admin/service-link-managements',
  subject: 'service_management',
  label: 'dịch vụ',
  table: 'platform_services',
  menu: { order: 60, icon: 'appstore', group: 'digital-services' },
  scope: 'global',
  writtenBy: 'platform',
  editSegment: 'update',
  fields: {
    name: { label: 'Tên dịch vụ', kind: 'text', required: true, max: 200 },
    kind: { label: 'Loại dịch vụ', kind: 'select', options: SERVICE_KINDS, required: true },
    icon: { label: 'Biểu tượng', kind: 'image' },
    link: {
      label: 'Đường dẫn',
      kind: 'text',
      format: 'url',
      max: 1_000,
      requiredWhen: { field: 'kind', value: 'link' },
    },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'kind', 'icon', 'link', 'sort_order', 'is_active'],
    search: ['name'],
    filters: ['kind', 'is_active'],
    sortable: ['name', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hoạt động') },
  // the built-in rows (a key) are PLATFORM_SERVICES: their name is what the console's survey and market flags look
  // for and their kind puts them in the ward service list, so both are the code's; staff switch them off instead
  builtIn: { column: 'key', readOnly: ['name', 'kind'], label: 'Dịch vụ có sẵn của nền tảng' },
  views: [
    {
      path: '/admin/service-link-managements',
      label: 'dịch vụ liên kết',
      fixed: { field: 'kind', value: 'link' },
      listAction: 'menu_link',
      menu: { order: 60, icon: 'link', group: 'digital-services' },
    },
    {
      path: '/admin/service-integrated-managements',
      label: 'dịch vụ tích hợp',
      fixed: { field: 'kind', value: 'integrated' },
      listAction: 'menu_inte',
      menu: { order: 61, icon: 'appstore', group: 'digital-services' },
      // an integrated service runs inside the platform: its address column would be empty on every row
      columns: ['name', 'icon', 'sort_order', 'is_active'],
    },
  ],
});
