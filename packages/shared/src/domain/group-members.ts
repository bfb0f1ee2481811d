// A resident's place in a group (issue 17): their role once a member, and where their request to join stands.

export const MEMBER_ROLES = [
  { value: 'leader', label: 'Trưởng nhóm' },
  { value: 'deputy', label: 'Phó nhóm' },
  { value: 'member', label: 'Thành viên' },
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number]['value'];

export const MEMBER_STATUSES = [
  { value: 'pending', label: 'Chờ duyệt' },
  { value: 'approved', label: 'Đã duyệt' },
  { value: 'refused', label: 'Từ chối' },
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number]['value'];

/** what a resident may write when asking to join */
export const JOIN_MESSAGE_MAX = 500;

/** a group news item: waiting for staff (a member's post), published, or hidden by staff */
export const NEWS_STATUSES = [
  { value: 'pending', label: 'Chờ duyệt' },
  { value: 'published', label: 'Đã đăng' },
  { value: 'hidden', label: 'Đã ẩn' },
] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number]['value'];
export const NEWS_TITLE_MAX = 300;
export const NEWS_CONTENT_MAX = 50_000;
