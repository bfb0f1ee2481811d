import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { SurveyRow } from '../api/survey-keys';

interface ApproveSurveyButtonProps {
  row: Pick<SurveyRow, 'id' | 'title'>;
  loading: boolean;
  /** resolves once the server answered (its message is shown by the caller) */
  onApprove: (notify: boolean) => Promise<unknown>;
}

/**
 * 'Duyệt' asks first (spec §4 surveys: approve, optionally sending a notification): once approved the questions are
 * locked, and the audience may be told at the same time. Sending is the usual wish, so the box starts checked.
 */
export function ApproveSurveyButton({ row, loading, onApprove }: ApproveSurveyButtonProps) {
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(true);

  const confirm = async () => {
    await onApprove(notify);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        type="primary"
        icon={<CheckCircleOutlined />}
        loading={loading}
        onClick={() => {
          setNotify(true);
          setOpen(true);
        }}
        data-testid={`survey-approve-${row.id}`}
      >
        Duyệt
      </Button>
      <Modal
        open={open}
        title="Duyệt khảo sát"
        okText="Duyệt"
        cancelText="Hủy"
        confirmLoading={loading}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'survey-approve-ok' }}
        cancelButtonProps={{ 'data-testid': 'survey-approve-cancel' }}
        destroyOnHidden
      >
        <Typography.Paragraph strong style={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          Sau khi duyệt, người dân có thể trả lời trong thời gian mở; câu hỏi không thể sửa nữa.
        </Typography.Paragraph>
        <Checkbox
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
          data-testid="survey-approve-notify"
        >
          Gửi thông báo tới người được khảo sát
        </Checkbox>
      </Modal>
    </>
  );
}
