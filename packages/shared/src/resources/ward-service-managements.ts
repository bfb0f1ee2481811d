import { defineResource, updateToggle } from './define-resource.ts';

/**
 * Which catalogue services each ward turns on (spec §2 service-ward-managements). Its table is the one
 * GET /api/admin/unconf-wards/{id} and the post-login ward service list read (ward_services): switching 'Khảo sát'
 * or 'Chợ quê' here is what the console's survey and market flags see. One row per ward and service.
 */
export const wardServiceManagements = defineResource({
  name: 'ward-service-managements',
  path: '/admin/service-ward-managements',
  subject: 'ward_service_management',
  label: 'dịch vụ của xã/phường',
  table: 'ward_services',
  title: 'service_id',
  menu: { order: 62, icon: 'control', group: 'digital-services' },
  scope: 'ward',
  editSegment: 'update',
  fields: {
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    service_id: { label: 'Dịch vụ', kind: 'reference', to: 'service-managements', required: true },
    enabled: { label: 'Bật dịch vụ', kind: 'boolean', default: true },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
  },
  list: {
    columns: ['service_id', 'ward_id', 'sort_order', 'enabled'],
    search: [],
    filters: ['ward_id', 'service_id', 'enabled'],
    sortable: ['sort_order', 'created_at', 'updated_at'],
  },
  toggles: { enabled: updateToggle('change-enable', 'Bật dịch vụ', { bulk: true }) },
});
