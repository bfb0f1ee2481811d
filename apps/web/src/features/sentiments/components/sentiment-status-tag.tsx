import { Tag } from 'antd';
import { SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';

/** the status as a coloured tag (spec §4: 1 Chờ xử lý … 5 Quá hạn xử lý) */
export function SentimentStatusTag({ status }: { status: number }) {
  const option = SENTIMENT_STATUS_OPTIONS.find((candidate) => candidate.value === status);
  if (!option) return null;
  return (
    <Tag color={option.color} style={{ marginInlineEnd: 0 }} data-testid="sentiment-status">
      {option.label}
    </Tag>
  );
}

/** public or not public (spec §3 active) */
export const visibilityLabel = (active: boolean) => (active ? 'Công khai' : 'Không công khai');

export function VisibilityTag({ active }: { active: boolean }) {
  return (
    <Tag color={active ? 'cyan' : 'purple'} style={{ marginInlineEnd: 0 }} data-testid="sentiment-visibility">
      {visibilityLabel(active)}
    </Tag>
  );
}

/** issue 10: an extended item beside its status, so late-with-an-extension reads apart from plain late */
export function ExtendedTag({ count }: { count: number }) {
  if (!(count > 0)) return null;
  return (
    <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="sentiment-row-extended">
      {count > 1 ? `Đã gia hạn ${count} lần` : 'Đã gia hạn'}
    </Tag>
  );
}
