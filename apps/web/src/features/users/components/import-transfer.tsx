import { Progress, Space, Spin, Typography } from 'antd';

/** where an upload stands: bytes still going out, or all sent and the server working */
export interface ImportTransferState {
  percent: number;
  sent: boolean;
}

interface ImportTransferProps {
  transfer: ImportTransferState;
  /** what the server is doing once the file is sent, e.g. 'Đang kiểm tra dữ liệu...' */
  workingLabel: string;
}

export function ImportTransfer({ transfer, workingLabel }: ImportTransferProps) {
  if (transfer.sent) {
    return (
      <Space data-testid="import-working" style={{ padding: '8px 0' }}>
        <Spin />
        <Typography.Text>{workingLabel}</Typography.Text>
      </Space>
    );
  }
  return (
    <div data-testid="import-progress">
      <Typography.Text type="secondary">Đang tải tệp lên...</Typography.Text>
      <Progress percent={transfer.percent} status="active" />
    </div>
  );
}
