import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { mergerQuestion } from './merger-texts';

interface MergeConfirmModalProps {
  open: boolean;
  fromNames: readonly string[];
  intoName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a merger, with the app's answers 'Đồng ý!' / 'Không đồng ý!' (spec §5). A modal of its own
 * rather than askConfirmation: the warning needs a body, and 'Đồng ý!' must wait for the answer.
 */
export function MergeConfirmModal({ open, fromNames, intoName, busy, onConfirm, onCancel }: MergeConfirmModalProps) {
  const question = mergerQuestion(fromNames, intoName);
  return (
    <Modal
      open={open}
      title={
        <Space align="start">
          <ExclamationCircleFilled style={{ color: '#faad14', fontSize: 22 }} />
          <span data-testid="merge-confirm-title">{question.title}</span>
        </Space>
      }
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      maskClosable={false}
      wrapClassName="merge-confirm"
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
          Không đồng ý!
        </Button>,
        <Button key="ok" type="primary" danger loading={busy} onClick={onConfirm} data-testid="confirm-ok">
          Đồng ý!
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="merge-confirm-warning">
        {question.warning}
      </Typography.Paragraph>
    </Modal>
  );
}
