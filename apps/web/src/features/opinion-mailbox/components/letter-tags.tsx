import {
  LETTER_KINDS,
  LETTER_STATUSES,
  type LetterKind,
  type LetterStatus,
} from '@console/shared/opinion-mailbox/letters';
import { Tag } from 'antd';

const STATUS_COLORS: Record<LetterStatus, string> = { new: 'orange', replied: 'green', archived: 'default' };

export const kindLabel = (kind: LetterKind) => LETTER_KINDS.find((option) => option.value === kind)?.label ?? kind;

export function LetterStatusTag({ status }: { status: LetterStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="letter-status">
      {LETTER_STATUSES.find((option) => option.value === status)?.label ?? status}
    </Tag>
  );
}

/** who wrote it, as far as the mailbox knows: nobody for an anonymous letter */
export function senderOf(row: { kind: LetterKind; sender_name: string | null; sender_phone: string | null }) {
  if (row.kind === 'anonymous') return 'Người gửi ẩn danh';
  return [row.sender_name, row.sender_phone].filter(Boolean).join(' · ') || '—';
}
