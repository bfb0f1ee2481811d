import { defineResource, updateToggle } from './define-resource.ts';

export const freqAskedQuestions = defineResource({
  name: 'freq-asked-questions',
  path: '/admin/service-supports/freq-asked-questions',
  subject: 'freq_asked_questions',
  label: 'câu hỏi thường gặp',
  menu: { order: 20, icon: 'question' },
  scope: 'ward',
  fields: {
    question: { label: 'Câu hỏi', kind: 'text', required: true, max: 500 },
    answer: { label: 'Câu trả lời', kind: 'richtext', required: true },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
  },
  list: {
    columns: ['question', 'ward_id', 'sort_order', 'is_active'],
    search: ['question'],
    filters: ['ward_id', 'is_active'],
    sortable: ['question', 'sort_order', 'created_at'],
  },
  toggles: { is_active: updateToggle('change-active', 'Hiển thị', { bulk: true }) },
});
