import { defineResource, updateToggle } from './define-resource.ts';

export const NETWORK_KINDS = [
  { value: 'fiber', label: 'Cáp quang' },
  { value: 'mobile', label: 'Sóng di động 4G/5G' },
  { value: 'public_wifi', label: 'Wi-Fi công cộng' },
  { value: 'access_point', label: 'Điểm truy cập Internet công cộng' },
] as const;

/** where the ward is connected: fibre, mobile coverage, public Wi-Fi and Internet access points, on the map */
export const ruralNetworks = defineResource({
  name: 'rural-networks',
  path: '/admin/rural-networks',
  subject: 'rural_digital_services',
  label: 'hạ tầng mạng nông thôn',
  menu: { order: 56, icon: 'wifi', group: 'digital-services' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên điểm mạng', kind: 'text', required: true, max: 200 },
    network_kind: { label: 'Loại hạ tầng', kind: 'select', required: true, options: NETWORK_KINDS },
    provider: { label: 'Nhà mạng', kind: 'text', max: 150 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    location: { label: 'Vị trí trên bản đồ', kind: 'location' },
    description: { label: 'Ghi chú', kind: 'textarea', max: 2_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'network_kind', 'provider', 'address', 'ward_id', 'is_active'],
    search: ['name', 'provider', 'address'],
    filters: ['network_kind', 'ward_id', 'is_active'],
    sortable: ['name', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hoạt động') },
  publicRead: {
    fields: ['name', 'network_kind', 'provider', 'address', 'location', 'description', 'ward_id'],
    onlyWhen: ['is_active'],
  },
});
