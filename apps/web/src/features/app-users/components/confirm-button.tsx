import { Button, Popconfirm, type ButtonProps } from 'antd';

interface ConfirmButtonProps extends Pick<
  ButtonProps,
  'size' | 'type' | 'danger' | 'ghost' | 'icon' | 'loading' | 'disabled'
> {
  label: string;
  question: string;
  /** a second line under the question: what the action will do */
  description?: string;
  onConfirm: () => unknown;
  testId: string;
}

/** a button that asks first (spec §5 confirmation: 'Đồng ý!' / 'Không đồng ý!') */
export function ConfirmButton({ label, question, description, onConfirm, testId, ...button }: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={question}
      description={description}
      okText="Đồng ý!"
      cancelText="Không đồng ý!"
      okButtonProps={{ danger: button.danger, 'data-testid': 'confirm-ok' }}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
      onConfirm={() => void onConfirm()}
      disabled={button.disabled}
    >
      <Button {...button} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
