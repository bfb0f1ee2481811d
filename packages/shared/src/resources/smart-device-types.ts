import { defineTypeList } from './define-type-list.ts';

/** the kinds of smart device a ward may list (spec §7: GET /api/admin/smart-device-types), kept by the platform */
export const smartDeviceTypes = defineTypeList({
  name: 'smart-device-types',
  path: '/admin/smart-device-types',
  subject: 'smart_devices',
  label: 'loại thiết bị thông minh',
  nameLabel: 'Tên loại thiết bị',
  menuOrder: 51,
});
