import { defineResource, updateToggle } from './define-resource.ts';

// The grass-roots union organisations of a ward (issue 17, spec §1 union organisations, §6 subject
// `union_organization`, §7 Members "GET union organizations; DELETE union organization with a body"): the Youth
// Union, the Women's Union, the Farmers' Union, the Veterans' Association and the Fatherland Front. Their officers and
// validated members are the members' workflow (apps/api/src/modules/groups/union-member-*.ts).

export const UNION_KINDS = [
  { value: 'youth', label: 'Đoàn Thanh niên' },
  { value: 'women', label: 'Hội Phụ nữ' },
  { value: 'farmers', label: 'Hội Nông dân' },
  { value: 'veterans', label: 'Hội Cựu chiến binh' },
  { value: 'fatherland_front', label: 'Mặt trận Tổ quốc' },
] as const;

/** a person's place in a union organisation; officers (with a staff account of role 'union') manage its members */
export const UNION_ROLES = [
  { value: 'chair', label: 'Chủ tịch / Bí thư' },
  { value: 'vice_chair', label: 'Phó chủ tịch / Phó bí thư' },
  { value: 'officer', label: 'Cán bộ' },
  { value: 'member', label: 'Hội viên / Đoàn viên' },
] as const;
export type UnionRole = (typeof UNION_ROLES)[number]['value'];
/** the roles whose holders manage the organisation's members */
export const UNION_OFFICER_ROLES: readonly UnionRole[] = ['chair', 'vice_chair', 'officer'];

export const unionOrganizations = defineResource({
  name: 'union-organizations',
  path: '/admin/union-organizations',
  subject: 'union_organization',
  label: 'tổ chức đoàn thể',
  menu: { order: 73, icon: 'bank', group: 'community' },
  scope: 'ward',
  bulkDelete: true,
  rowLinks: [
    { key: 'members', label: 'Hội viên', path: '/admin/union-organizations/{id}/members', action: 'list_member' },
  ],
  fields: {
    name: { label: 'Tên tổ chức', kind: 'text', required: true, max: 200 },
    kind: { label: 'Loại tổ chức', kind: 'select', required: true, options: UNION_KINDS },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    chairperson: { label: 'Người đứng đầu', kind: 'text', max: 150 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', max: 20 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    description: { label: 'Giới thiệu', kind: 'textarea', max: 3_000 },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
    /** validated members, kept by the members' workflow in the transaction that changes them */
    member_count: { label: 'Số hội viên đã xác nhận', kind: 'number', integer: true, serverOwned: true, default: 0 },
  },
  list: {
    columns: ['name', 'kind', 'ward_id', 'chairperson', 'phone', 'member_count', 'is_active'],
    search: ['name', 'chairperson'],
    filters: ['kind', 'ward_id', 'is_active'],
    sortable: ['name', 'member_count', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hoạt động') },
  publicRead: {
    fields: ['name', 'kind', 'ward_id', 'chairperson', 'phone', 'address', 'description', 'member_count'],
    onlyWhen: ['is_active'],
  },
});
