import { defineResource, updateToggle } from './define-resource.ts';

// Groups of a ward (issue 17, spec §1 groups, §2 group-managements, §6 subject `group`, §7 Groups): the interest and
// production groups, cooperatives, clubs and self-management teams residents belong to. Their members and the
// requests to join are a workflow of their own (apps/api/src/modules/groups); the group itself is a plain area.

export const GROUP_KINDS = [
  { value: 'interest', label: 'Nhóm sở thích' },
  { value: 'production', label: 'Tổ hợp tác sản xuất' },
  { value: 'cooperative', label: 'Hợp tác xã' },
  { value: 'club', label: 'Câu lạc bộ' },
  { value: 'self_management', label: 'Tổ tự quản' },
] as const;

/** who reads the group's news: anyone of the ward, or its members only */
export const GROUP_VISIBILITIES = [
  { value: 'public', label: 'Công khai' },
  { value: 'members', label: 'Chỉ thành viên' },
] as const;

/** how a resident joins: at once, after staff (or the group's leader) approve, or only when invited */
export const JOIN_POLICIES = [
  { value: 'open', label: 'Tự do tham gia' },
  { value: 'approval', label: 'Cần phê duyệt' },
  { value: 'invitation', label: 'Chỉ theo lời mời' },
] as const;

export const groups = defineResource({
  name: 'groups',
  path: '/admin/group-managements',
  editSegment: 'update',
  subject: 'group',
  label: 'nhóm',
  menu: { order: 70, icon: 'team', group: 'community' },
  scope: 'ward',
  bulkDelete: true,
  rowLinks: [
    { key: 'members', label: 'Thành viên', path: '/admin/group-managements/{id}/members/list', action: 'list_member' },
  ],
  fields: {
    name: { label: 'Tên nhóm', kind: 'text', required: true, max: 200 },
    kind: { label: 'Loại nhóm', kind: 'select', required: true, options: GROUP_KINDS },
    description: { label: 'Giới thiệu', kind: 'textarea', max: 3_000 },
    cover: { label: 'Ảnh bìa', kind: 'image' },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    village_id: { label: 'Thôn/xóm', kind: 'village', help: 'Để trống: nhóm của cả xã/phường' },
    visibility: {
      label: 'Chế độ tin nhóm',
      kind: 'select',
      required: true,
      options: GROUP_VISIBILITIES,
      default: 'public',
    },
    join_policy: { label: 'Tham gia', kind: 'select', required: true, options: JOIN_POLICIES, default: 'approval' },
    members_post_news: { label: 'Thành viên được đăng tin', kind: 'boolean', default: false },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
    /** kept by the members' workflow in its own transactions: the list shows it without counting */
    member_count: { label: 'Số thành viên', kind: 'number', integer: true, serverOwned: true, default: 0 },
  },
  list: {
    columns: ['name', 'cover', 'kind', 'ward_id', 'village_id', 'member_count', 'join_policy', 'is_active'],
    search: ['name'],
    filters: ['kind', 'join_policy', 'ward_id', 'is_active'],
    sortable: ['name', 'member_count', 'created_at'],
  },
  toggles: {
    is_active: updateToggle('change-active', 'Hoạt động', {
      question: { on: 'Cho nhóm hoạt động trở lại?', off: 'Tạm dừng nhóm này? Người dân sẽ không thấy nhóm.' },
    }),
  },
  publicRead: {
    fields: [
      'name',
      'kind',
      'description',
      'cover',
      'ward_id',
      'village_id',
      'visibility',
      'join_policy',
      'member_count',
    ],
    onlyWhen: ['is_active'],
    filters: ['kind'],
    search: true,
  },
});
