import { DeleteOutlined, EditOutlined, KeyOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState, type ReactElement } from 'react';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { useSendResetMail } from '../api/send-reset-mail';

interface UserRowActionsProps {
  id: number;
  /** the signed-in user's own row: no reset (it would end the session) and no delete */
  self: boolean;
  /** false when the row's role is not one the caller may give: the server would refuse every change */
  manageable: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  resetting: boolean;
  deleting: boolean;
  onResetPassword: (id: number) => void;
  onDelete: (id: number) => void;
}

interface ConfirmActionProps {
  label: string;
  question: string;
  /** a second line under the question: what the action will do */
  description?: string;
  danger?: boolean;
  onConfirm: () => void;
  children: ReactElement;
}

/**
 * An icon button named by its tooltip, asking before it acts. The confirmation lives inside the tooltip's tree, so
 * the tooltip is closed by hand while the question is open: otherwise it would outlive the click.
 */
export function ConfirmAction({ label, question, description, danger, onConfirm, children }: ConfirmActionProps) {
  const [hint, setHint] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <Tooltip title={label} open={hint && !asking} onOpenChange={setHint}>
      <span>
        <Popconfirm
          title={question}
          description={description}
          okText="Đồng ý!"
          cancelText="Không đồng ý!"
          okButtonProps={{ danger, 'data-testid': 'confirm-ok' }}
          cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
          onOpenChange={(open) => {
            setAsking(open);
            setHint(false);
          }}
          onConfirm={onConfirm}
        >
          {children}
        </Popconfirm>
      </span>
    </Tooltip>
  );
}

// nine columns share the row: the actions are icon buttons named by their tooltip and aria-label
export function UserRowActions(props: UserRowActionsProps) {
  const { id, self, manageable, canUpdate, canDelete } = props;
  return (
    <Space size={4}>
      {canUpdate && (
        <Tooltip title="Sửa">
          {manageable ? (
            <LinkButton
              to={`/admin/users/${id}/edit`}
              size="small"
              icon={<EditOutlined />}
              aria-label="Sửa"
              data-testid={`user-edit-${id}`}
            />
          ) : (
            <Button size="small" icon={<EditOutlined />} aria-label="Sửa" disabled data-testid={`user-edit-${id}`} />
          )}
        </Tooltip>
      )}
      {canUpdate && (
        <ConfirmAction
          label="Đặt lại mật khẩu"
          question="Đặt lại mật khẩu cho người dùng này?"
          onConfirm={() => props.onResetPassword(id)}
        >
          <Button
            size="small"
            icon={<KeyOutlined />}
            aria-label="Đặt lại mật khẩu"
            disabled={self || !manageable}
            loading={props.resetting}
            data-testid={`user-reset-password-${id}`}
          />
        </ConfirmAction>
      )}
      {canUpdate && <SendResetMailAction id={id} manageable={manageable} />}
      {canDelete && (
        <ConfirmAction label="Xoá" question="Xoá người dùng này?" danger onConfirm={() => props.onDelete(id)}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="Xoá"
            disabled={self || !manageable}
            loading={props.deleting}
            data-testid={`user-delete-${id}`}
          />
        </ConfirmAction>
      )}
    </Space>
  );
}

/** the reset link mailed to the user (POST /api/admin/reset-password); the answer, sent or why not, in the result popup */
function SendResetMailAction({ id, manageable }: { id: number; manageable: boolean }) {
  const sending = useSendResetMail();
  const onConfirm = () => reportMutation(sending.mutateAsync(id));
  return (
    <ConfirmAction
      label="Gửi email đặt lại mật khẩu"
      question="Gửi email đặt lại mật khẩu cho người dùng này?"
      description="Người dùng nhận đường dẫn đặt mật khẩu mới (hiệu lực 60 phút); mật khẩu hiện tại vẫn dùng được đến khi đặt lại."
      onConfirm={() => void onConfirm()}
    >
      <Button
        size="small"
        icon={<MailOutlined />}
        aria-label="Gửi email đặt lại mật khẩu"
        disabled={!manageable}
        loading={sending.isPending}
        data-testid={`user-reset-mail-${id}`}
      />
    </ConfirmAction>
  );
}
