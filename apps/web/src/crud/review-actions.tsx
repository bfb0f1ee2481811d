import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  APPROVAL_STATUSES,
  REFUSAL_REASON_LABEL,
  REFUSAL_REASON_MAX,
  type ApprovalStatus,
} from '@console/shared/resources/approval';
import type { Envelope } from '@console/shared/api-types';
import type { Resource } from '@console/shared/resources/define-resource';
import { requiredMessage } from '@console/shared/validation/messages';
import { reportMutation } from '../lib/envelope-mutation';
import { useReviewResource, type ReviewInput } from './api/review-resource';

const STATUS_COLORS: Record<ApprovalStatus, string> = { waiting: 'gold', approved: 'green', refused: 'red' };

/** a reviewed row's state as a coloured tag: 'Chờ duyệt', 'Đã duyệt', 'Từ chối' */
export function ApprovalTag({ status }: { status: unknown }) {
  const known = APPROVAL_STATUSES.find((option) => option.value === status);
  if (!known) return null;
  return (
    <Tag color={STATUS_COLORS[known.value]} data-testid="approval-status">
      {known.label}
    </Tag>
  );
}

interface ReviewButtonsProps {
  /** the noun of a row in the questions: 'sản phẩm', 'yêu cầu tham gia' */
  what: string;
  /** one row, or the selected rows */
  ids: number[];
  /** the row's state, so a row already approved (refused) offers only the other choice; none for a selection */
  status?: ApprovalStatus;
  size?: 'small' | 'middle';
  onDone?: () => void;
  /** the selected rows' buttons above the table (even for one selected row) */
  bulk?: boolean;
  /** the mutation that sends a review (useReviewResource for an area; a workflow's own) */
  review: ReviewMutation;
}

export interface ReviewMutation {
  mutateAsync: (input: ReviewInput) => Promise<Envelope<unknown>>;
  isPending: boolean;
  variables?: ReviewInput;
}

/**
 * Approve (after a confirmation) and refuse (with the reason its author will read) one row or the selected rows of
 * a definition with `approval` (issue 16)
 */
export function ReviewActions({
  resource,
  ...props
}: Omit<ReviewButtonsProps, 'what' | 'review'> & { resource: Resource }) {
  const review = useReviewResource(resource.name);
  return <ReviewButtons what={resource.approval?.what ?? 'bản ghi'} review={review} {...props} />;
}

/** Duyệt and Từ chối for one row or a selection, whatever sends the review */
export function ReviewButtons({
  what: noun,
  ids,
  status,
  size = 'middle',
  onDone,
  bulk = false,
  review,
}: ReviewButtonsProps) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const what = bulk ? `${ids.length} ${noun} đã chọn` : `${noun} này`;
  const testId = bulk ? 'bulk-review' : `review-${ids[0]}`;

  const send = async (approve: boolean) => {
    const done = await reportMutation(review.mutateAsync({ ids, approve, reason: reason.trim() }), { toast: true });
    if (done === null) return false;
    setRefusing(false);
    setReason('');
    onDone?.();
    return true;
  };

  const refuse = async () => {
    if (!reason.trim()) return setError(requiredMessage(REFUSAL_REASON_LABEL));
    await send(false);
  };

  return (
    <Space size="small" wrap>
      {status !== 'approved' && (
        <Popconfirm
          title={`Phê duyệt ${what}?`}
          okText="Đồng ý!"
          cancelText="Không đồng ý!"
          okButtonProps={{ 'data-testid': 'confirm-ok' }}
          cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
          onConfirm={() => send(true)}
        >
          <Button
            size={size}
            type="primary"
            icon={<CheckOutlined />}
            loading={review.isPending && review.variables?.approve === true}
            data-testid={`${testId}-approve`}
          >
            Duyệt
          </Button>
        </Popconfirm>
      )}
      {status !== 'refused' && (
        <Button
          size={size}
          danger
          icon={<CloseOutlined />}
          onClick={() => setRefusing(true)}
          data-testid={`${testId}-refuse`}
        >
          Từ chối
        </Button>
      )}
      <Modal
        open={refusing}
        title={`Từ chối ${what}`}
        okText="Từ chối"
        cancelText="Hủy"
        okButtonProps={{ danger: true, loading: review.isPending, 'data-testid': 'refuse-ok' }}
        onOk={refuse}
        onCancel={() => setRefusing(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">Người đăng sẽ thấy lý do này.</Typography.Paragraph>
        <Input.TextArea
          rows={4}
          value={reason}
          maxLength={REFUSAL_REASON_MAX}
          showCount
          status={error ? 'error' : undefined}
          placeholder={REFUSAL_REASON_LABEL}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          data-testid="refusal-reason"
        />
        {error && (
          <Typography.Text type="danger" data-testid="refusal-reason-error">
            {error}
          </Typography.Text>
        )}
      </Modal>
    </Space>
  );
}
