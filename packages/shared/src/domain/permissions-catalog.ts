// spec §6 actions and subjects. `delete` is ours: the spec's list has no delete action, yet the server must
// tell "may edit" from "may delete" (docs/decisions.md).
export const ACTIONS = {
  list: 'Xem danh sách',
  read: 'Xem chi tiết',
  create: 'Thêm mới',
  update: 'Cập nhật',
  delete: 'Xoá',
  menu: 'Menu',
  import: 'Nhập Excel',
  approve: 'Phê duyệt',
  archive_menu: 'Lưu trữ',
  list_member: 'Danh sách thành viên',
  list_request: 'Danh sách yêu cầu',
  menu_link: 'Dịch vụ liên kết',
  menu_inte: 'Dịch vụ tích hợp',
} as const;

export const SUBJECTS = {
  surveys: 'Khảo sát',
  roles: 'Vai trò',
  sentiments: 'Phản ánh',
  sys_notifications: 'Thông báo hệ thống',
  receiver_notifications: 'Thông báo đã nhận',
  service_notifications: 'Thông báo dịch vụ',
  users: 'Người dùng',
  provinces: 'Tỉnh/thành phố',
  districts: 'Quận/huyện',
  wards: 'Xã/phường',
  villages: 'Thôn/xóm',
  exploration: 'Khám phá',
  media_videos: 'Video',
  media_albums: 'Album',
  articles: 'Bài viết',
  libraries: 'Thư viện kiến thức',
  websites: 'Website',
  config_footer: 'Chân trang',
  contacts: 'Liên hệ',
  ward_contact: 'Liên hệ xã/phường',
  excel: 'Tải lên Excel',
  service_management: 'Quản lý dịch vụ',
  ward_service_management: 'Dịch vụ xã/phường',
  freq_asked_questions: 'Câu hỏi thường gặp',
  feedbacks: 'Góp ý dịch vụ',
  video_tutorials: 'Video hướng dẫn',
  smart_devices: 'Thiết bị thông minh',
  smart_solutions: 'Giải pháp thông minh',
  rural_digital_services: 'Dịch vụ số nông thôn',
  official_info: 'Thông tin chính thống',
  travel_general_introduction: 'Giới thiệu du lịch',
  travel_attraction: 'Điểm du lịch',
  travel_article: 'Bài viết du lịch',
  travel_accommodation: 'Lưu trú',
  travel_cuisine: 'Ẩm thực',
  travel_move_or_transport: 'Di chuyển',
  travel_local_specialty: 'Đặc sản địa phương',
  menus: 'Menu hệ thống',
  group: 'Nhóm',
  union_organization: 'Tổ chức đoàn thể',
  camera_rtsp: 'Camera',
  camera_location: 'Vị trí camera',
  hm_personal_product: 'Sản phẩm chợ quê',
  hm_personal_store: 'Gian hàng chợ quê',
  hm_market_article: 'Bài viết chợ quê',
  hm_approval_mode: 'Chế độ duyệt chợ quê',
  opinion_mailbox: 'Hòm thư góp ý',
  agriculture_service: 'Dịch vụ nông nghiệp',
  // ours, not spec §6: the operator's pages (background jobs; issue 21). Only administrators by default
  operations: 'Vận hành hệ thống',
} as const;

export type Action = keyof typeof ACTIONS;
export type Subject = keyof typeof SUBJECTS;
export interface Permission {
  action: Action;
  subject: Subject;
}

export const ACTION_KEYS = Object.keys(ACTIONS) as Action[];
export const SUBJECT_KEYS = Object.keys(SUBJECTS) as Subject[];

export function isAction(value: string): value is Action {
  return value in ACTIONS;
}
export function isSubject(value: string): value is Subject {
  return value in SUBJECTS;
}
