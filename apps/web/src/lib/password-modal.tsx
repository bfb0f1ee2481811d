import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { notify } from './notify';

export interface ShownPassword {
  username: string;
  password: string;
  /** the server's success message, e.g. 'Thêm mới người dùng thành công' */
  message: string;
}

interface PasswordModalProps {
  shown: ShownPassword | null;
  onClose: () => void;
}

async function copyPassword(password: string) {
  try {
    await navigator.clipboard.writeText(password);
    notify.success('Đã sao chép mật khẩu');
  } catch {
    notify.warning('Không sao chép được', 'Hãy chọn mật khẩu và sao chép thủ công.');
  }
}

/** a new or generated password, shown once: the server keeps only its hash */
export function PasswordModal({ shown, onClose }: PasswordModalProps) {
  return (
    <Modal
      open={shown !== null}
      title="Mật khẩu mới"
      closable={false}
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="password-close">
          Đã lưu mật khẩu, đóng
        </Button>
      }
      wrapClassName="password-modal"
      destroyOnHidden
    >
      {shown && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="password-modal">
          <Alert type="success" showIcon message={shown.message} />
          <div>
            Mật khẩu của tài khoản <Typography.Text strong>{shown.username}</Typography.Text>:
          </div>
          <Space.Compact style={{ width: '100%' }}>
            <Typography.Text
              code
              data-testid="password-value"
              style={{ flex: 1, fontSize: 20, padding: '4px 12px', margin: 0, userSelect: 'all', letterSpacing: 1 }}
            >
              {shown.password}
            </Typography.Text>
            <Button icon={<CopyOutlined />} onClick={() => copyPassword(shown.password)} data-testid="password-copy">
              Sao chép
            </Button>
          </Space.Compact>
          <Alert
            type="warning"
            showIcon
            message="Mật khẩu chỉ hiển thị một lần"
            description="Hãy sao chép và chuyển mật khẩu này cho người dùng. Sau khi đóng hộp thoại, mật khẩu không thể xem lại."
          />
        </Space>
      )}
    </Modal>
  );
}
