import { defineResource, updateToggle } from './define-resource.ts';

/**
 * What residents send to their ward through the app's contact form (spec §2 contact-ward: list, {id}/detail, delete;
 * §7 ward contacts: GET list, GET {id}, DELETE {id}). Staff read them and mark them answered with a note.
 */
export const wardContacts = defineResource({
  name: 'ward-contacts',
  path: '/admin/contact-ward',
  subject: 'ward_contact',
  label: 'liên hệ của người dân',
  title: 'title',
  menu: { order: 36, icon: 'contacts', group: 'content' },
  scope: 'ward',
  creatable: false,
  fields: {
    full_name: { label: 'Họ và tên', kind: 'text', required: true, max: 150 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', required: true, max: 20 },
    email: { label: 'Email', kind: 'text', format: 'email', max: 254 },
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    content: { label: 'Nội dung', kind: 'textarea', required: true, max: 5_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    handling_note: { label: 'Ghi chú xử lý', kind: 'textarea', max: 2_000 },
    is_handled: { label: 'Đã xử lý', kind: 'boolean', default: false },
  },
  list: {
    columns: ['title', 'full_name', 'phone', 'ward_id', 'is_handled'],
    search: ['title', 'content', 'full_name', 'phone'],
    filters: ['ward_id', 'is_handled'],
    sortable: ['created_at'],
  },
  toggles: {
    is_handled: updateToggle('change-handled', 'Đã xử lý', {
      question: { on: 'Đánh dấu liên hệ này đã xử lý?', off: 'Đánh dấu liên hệ này chưa xử lý?' },
      bulk: true,
    }),
  },
  publicCreate: {
    fields: ['full_name', 'phone', 'email', 'title', 'content', 'ward_id'],
    message: 'Gửi liên hệ thành công',
  },
});
