import { defineResource, updateToggle } from './define-resource.ts';

/** who provides a ward's services (spec §7 service wards: official, rural, enterprise), with their screens' words */
const PROVIDERS = {
  official: { label: 'dịch vụ công của xã', provider: 'Cơ quan cung cấp', icon: 'bank', order: 63 },
  rural: { label: 'dịch vụ thôn bản, hợp tác xã', provider: 'Thôn/HTX cung cấp', icon: 'home', order: 64 },
  enterprise: { label: 'dịch vụ doanh nghiệp', provider: 'Doanh nghiệp cung cấp', icon: 'shop', order: 65 },
} as const;

/**
 * The services a ward offers its residents, one area per provider type (spec §7: /api/admin/service-wards/{type},
 * listed 100 at a time): state public services (official), village and cooperative services (rural), businesses
 * (enterprise). Each its own table (service_wards_{type}), all under the ward service permission.
 */
function serviceWards(type: keyof typeof PROVIDERS) {
  const words = PROVIDERS[type];
  return defineResource({
    name: `service-wards/${type}`,
    path: `/admin/service-wards/${type}`,
    subject: 'ward_service_management',
    label: words.label,
    menu: { order: words.order, icon: words.icon, group: 'digital-services' },
    scope: 'ward',
    fields: {
      name: { label: 'Tên dịch vụ', kind: 'text', required: true, max: 200 },
      provider: { label: words.provider, kind: 'text', required: true, max: 200 },
      phone: { label: 'Số điện thoại', kind: 'text', format: 'phone' },
      address: { label: 'Địa chỉ', kind: 'text', max: 500 },
      link: { label: 'Đường dẫn', kind: 'text', format: 'url', max: 1_000 },
      description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
      ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
      is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
    },
    list: {
      columns: ['name', 'provider', 'phone', 'ward_id', 'is_active'],
      search: ['name', 'provider'],
      filters: ['ward_id', 'is_active'],
      sortable: ['name', 'created_at'],
    },
    toggles: { is_active: updateToggle('change-active', 'Hoạt động', { bulk: true }) },
    publicRead: {
      fields: ['name', 'provider', 'phone', 'address', 'link', 'description', 'ward_id'],
      onlyWhen: ['is_active'],
    },
  });
}

export const officialServiceWards = serviceWards('official');
export const ruralServiceWards = serviceWards('rural');
export const enterpriseServiceWards = serviceWards('enterprise');
