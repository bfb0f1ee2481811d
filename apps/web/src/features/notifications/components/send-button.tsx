import { SendOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import type { NotificationRow } from '../api/notification-keys';

/** a draft whose time is still ahead is scheduled by 'Gửi'; any other unsent one goes out now */
export function sendQuestion(row: Pick<NotificationRow, 'status' | 'scheduled_at'>, now = Date.now()) {
  const scheduledAhead = row.status === 'draft' && row.scheduled_at && Date.parse(row.scheduled_at) > now;
  return scheduledAhead
    ? {
        question: 'Hẹn giờ gửi thông báo này?',
        description: `Thông báo sẽ được gửi lúc ${formatDateTime(row.scheduled_at)}.`,
      }
    : {
        question: 'Gửi thông báo này ngay?',
        description: 'Thông báo đã gửi không thể sửa hoặc xoá.',
      };
}

interface SendButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'loading'> {
  row: Pick<NotificationRow, 'id' | 'status' | 'scheduled_at'>;
  label: string;
  onConfirm: () => void;
  testId: string;
}

/** 'Gửi' asking first (spec §5 confirmation, 'Đồng ý!' / 'Không đồng ý!'): a sent notification cannot be taken back */
export function SendButton({ row, label, onConfirm, testId, ...button }: SendButtonProps) {
  const { question, description } = sendQuestion(row);
  return (
    <Popconfirm
      title={question}
      description={description}
      okText="Đồng ý!"
      cancelText="Không đồng ý!"
      okButtonProps={{ 'data-testid': 'confirm-ok' }}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
      onConfirm={onConfirm}
    >
      <Button {...button} icon={<SendOutlined />} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
