import { objectSchema } from '../validation/zod-fields.ts';
import type { FieldDefs } from '../validation/field-defs.ts';

// The opinion mailbox (hộp thư góp ý, issue 19; spec §1 opinion mailbox, §2 opinion-mailbox, §4 reply and archive,
// §7 opinion-mailbox): letters from residents, guests and anonymous senders to their ward, answered and archived by
// staff. Shared by the API (apps/api/src/modules/opinion-mailbox) and the screens (apps/web/src/features/opinion-mailbox).

export const LETTER_KINDS = [
  { value: 'resident', label: 'Người dân' },
  { value: 'guest', label: 'Khách' },
  { value: 'anonymous', label: 'Ẩn danh' },
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number]['value'];

export const LETTER_STATUSES = [
  { value: 'new', label: 'Chưa trả lời' },
  { value: 'replied', label: 'Đã trả lời' },
  { value: 'archived', label: 'Đã lưu trữ' },
] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number]['value'];

/** what a sender writes (POST /api/web/opinion-mailbox); a guest's name and phone are required for a guest only */
export const LETTER_FIELDS = {
  kind: { label: 'Hình thức gửi', kind: 'select', required: true, options: LETTER_KINDS },
  ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 200 },
  content: { label: 'Nội dung góp ý', kind: 'textarea', required: true, max: 5_000 },
  guest_name: { label: 'Họ và tên', kind: 'text', max: 150 },
  guest_phone: { label: 'Số điện thoại', kind: 'text', format: 'phone' },
} satisfies FieldDefs;
export const ZLetterBody = objectSchema(LETTER_FIELDS);

/** staff's answer (PATCH /api/admin/opinion-mailbox/reply/{id}): rich text and up to 10 files */
export const REPLY_FIELDS = {
  reply: { label: 'Nội dung trả lời', kind: 'richtext', required: true },
  reply_attachments: { label: 'Tệp đính kèm', kind: 'attachments', maxFiles: 10 },
} satisfies FieldDefs;
export const ZReplyBody = objectSchema(REPLY_FIELDS);

/** the spec §2 screens */
export const MAILBOX = '/admin/opinion-mailbox';
export const mailboxPaths = {
  list: (kind: LetterKind | ':kind') => `${MAILBOX}/${kind}`,
  detail: (kind: LetterKind | ':kind', id: number | string) => `${MAILBOX}/${kind}/detail/${id}`,
  archive: `${MAILBOX}/list-archive`,
  archivedDetail: (id: number | string) => `${MAILBOX}/detail-archive/${id}`,
};

/** the follow-up code a guest or anonymous sender reads the reply with: 12 characters of an unambiguous alphabet */
export const FOLLOW_UP_CODE = /^[A-HJ-NP-Z2-9]{12}$/;
