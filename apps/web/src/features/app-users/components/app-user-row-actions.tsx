import { CheckCircleOutlined, EditOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { APPROVE_QUESTION } from '@console/shared/forms/app-user-fields';
import { LinkButton } from '../../../lib/link-button';
import { appUserPaths, type AppUserRow } from '../api/app-user-keys';
import { ConfirmButton } from './confirm-button';

export const LOCK_QUESTION = {
  question: 'Khoá tài khoản này?',
  description: 'Người dân bị đăng xuất khỏi ứng dụng và không đăng nhập được cho đến khi được mở khoá.',
};
export const UNLOCK_QUESTION = { question: 'Mở khoá tài khoản này?' };

/** what an approval will say before it is asked: the identity fields still empty */
export const approveDescription = (row: Pick<AppUserRow, 'kyc_missing'>) =>
  row.kyc_missing.length
    ? `Còn thiếu ${row.kyc_missing.join(', ')}: hệ thống sẽ chưa cho xác thực.`
    : 'Họ tên, ngày sinh, giới tính và số CCCD đã được đối chiếu với giấy tờ của người dân.';

interface AppUserRowActionsProps {
  row: AppUserRow;
  canUpdate: boolean;
  busy: { approving: boolean; locking: boolean };
  onApprove: (row: AppUserRow) => unknown;
  onLock: (row: AppUserRow, locked: boolean) => unknown;
}

/** Xem / Sửa / Xác thực / Khoá: words, not icons alone, so they read the same on a phone's card */
export function AppUserRowActions({ row, canUpdate, busy, onApprove, onLock }: AppUserRowActionsProps) {
  return (
    <Space size={4} wrap>
      <LinkButton
        to={appUserPaths.detail(row.id)}
        size="small"
        icon={<EyeOutlined />}
        data-testid={`app-user-view-${row.id}`}
      >
        Xem
      </LinkButton>
      {canUpdate && (
        <LinkButton
          to={appUserPaths.edit(row.id)}
          size="small"
          icon={<EditOutlined />}
          data-testid={`app-user-edit-${row.id}`}
        >
          Sửa
        </LinkButton>
      )}
      {canUpdate && row.acc_status !== ACC_STATUS_VERIFIED && (
        <ConfirmButton
          label="Xác thực"
          question={APPROVE_QUESTION}
          description={approveDescription(row)}
          size="small"
          type="primary"
          ghost
          icon={<CheckCircleOutlined />}
          loading={busy.approving}
          onConfirm={() => onApprove(row)}
          testId={`app-user-approve-${row.id}`}
        />
      )}
      {canUpdate && (
        <ConfirmButton
          label={row.locked ? 'Mở khoá' : 'Khoá'}
          {...(row.locked ? UNLOCK_QUESTION : LOCK_QUESTION)}
          size="small"
          danger={!row.locked}
          icon={row.locked ? <UnlockOutlined /> : <LockOutlined />}
          loading={busy.locking}
          onConfirm={() => onLock(row, !row.locked)}
          testId={`app-user-lock-${row.id}`}
        />
      )}
    </Space>
  );
}
