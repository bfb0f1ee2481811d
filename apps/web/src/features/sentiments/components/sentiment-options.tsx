import { CheckCircleOutlined, EditOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SentimentAction } from '@console/shared/domain/sentiments';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { detailPath, type DetailMode } from '../routes/sentiment-paths';

interface OptionButton {
  action: SentimentAction;
  mode: DetailMode;
  label: string;
  icon: ReactNode;
  testId: string;
}

const RECEIVE: OptionButton = {
  action: 'receive',
  mode: 'receive',
  label: 'Tiếp nhận phản ánh',
  icon: <LoginOutlined />,
  testId: 'option-receive',
};
const UPDATE: OptionButton = {
  action: 'update',
  mode: 'update',
  label: 'Cập nhật phản ánh',
  icon: <EditOutlined />,
  testId: 'option-update',
};
const COMPLETE: OptionButton = {
  action: 'complete',
  mode: 'complete-sentiment',
  label: 'Hoàn thành xử lý',
  icon: <CheckCircleOutlined />,
  testId: 'option-complete',
};

// spec §2: options while waiting, options while processing
const OPTIONS: Record<'waiting-processing' | 'processing', OptionButton[]> = {
  'waiting-processing': [RECEIVE, UPDATE],
  processing: [UPDATE, COMPLETE],
};

/** the option buttons of the two option routes; only what the server says the caller may do now */
export function SentimentOptions({
  entry,
  mode,
}: {
  entry: SentimentDetail;
  mode: 'waiting-processing' | 'processing';
}) {
  const navigate = useNavigate();
  const buttons = OPTIONS[mode].filter((button) => entry.allowed_actions.includes(button.action));
  if (buttons.length === 0) {
    return <Typography.Text type="secondary">Bạn không có thao tác nào với phản ánh này.</Typography.Text>;
  }
  return (
    <Space wrap size={12} data-testid="sentiment-options">
      {buttons.map((button, index) => (
        <Button
          key={button.action}
          type={index === 0 ? 'primary' : 'default'}
          size="large"
          icon={button.icon}
          onClick={() => navigate(detailPath(button.mode, entry.id))}
          data-testid={button.testId}
        >
          {button.label}
        </Button>
      ))}
    </Space>
  );
}
