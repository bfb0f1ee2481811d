import { defineResource, updateToggle } from './define-resource.ts';

/**
 * What residents or guests suggest about the ward's services, sent from the app (POST /api/web/service-suggestions);
 * staff read them and mark them handled with a note. Staff do not write suggestions themselves.
 */
export const serviceSuggestions = defineResource({
  name: 'service-suggestions',
  path: '/admin/service-supports/service-suggestions',
  subject: 'feedbacks',
  label: 'góp ý dịch vụ',
  title: 'content',
  menu: { order: 22, icon: 'bulb' },
  scope: 'ward',
  creatable: false,
  fields: {
    full_name: { label: 'Người góp ý', kind: 'text', max: 150 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', max: 20 },
    content: { label: 'Nội dung góp ý', kind: 'textarea', required: true, max: 3_000 },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    handling_note: { label: 'Ghi chú xử lý', kind: 'textarea', max: 2_000 },
    is_handled: { label: 'Đã xử lý', kind: 'boolean', default: false },
  },
  list: {
    columns: ['content', 'full_name', 'phone', 'ward_id', 'is_handled'],
    search: ['content', 'full_name', 'phone'],
    filters: ['ward_id', 'is_handled'],
    sortable: ['created_at'],
  },
  toggles: {
    is_handled: updateToggle('change-handled', 'Đã xử lý', {
      question: { on: 'Đánh dấu góp ý này đã xử lý?', off: 'Đánh dấu góp ý này chưa xử lý?' },
      bulk: true,
    }),
  },
  publicCreate: { fields: ['full_name', 'phone', 'content', 'ward_id'], message: 'Gửi góp ý thành công' },
});
