import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Alert, Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import { ACC_STATUS_VERIFIED, SUCCESS_CODE } from '@console/shared/domain/limits';
import { SEX_OPTIONS } from '@console/shared/forms/account-fields';
import { APPROVE_QUESTION } from '@console/shared/forms/app-user-fields';
import { FORBIDDEN_PATH } from '../../../lib/route-paths';
import { formatCalendarDay } from '../../../lib/calendar-day';
import { reportMutation } from '../../../lib/envelope-mutation';
import { askConfirmation } from '../../../lib/result-helper';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { appUserPaths } from '../api/app-user-keys';
import { useApproveAppUser } from '../api/approve-app-user';
import { useDeleteAppUser } from '../api/delete-app-user';
import { useAppUser } from '../api/get-app-user';
import { useLockAppUser } from '../api/lock-app-user';
import { placeOf } from '../components/app-user-columns';
import { LOCK_QUESTION, UNLOCK_QUESTION } from '../components/app-user-row-actions';
import { KycStatusTag, LockedTag } from '../components/app-user-tags';
import { ConfirmButton } from '../components/confirm-button';

const sexLabel = (value: number | null) => SEX_OPTIONS.find((option) => option.value === value)?.label ?? '';

/**
 * issue 19, /admin/app-users/{id}/detail: a resident's account as the officer checks it against their papers — the
 * identity in full, what a verification still lacks, and 'Xác thực' (spec §3: acc_status 3) after a confirmation
 */
export default function AppUserDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const query = useAppUser(id);
  const approve = useApproveAppUser();
  const lock = useLockAppUser();
  const deletion = useDeleteAppUser();
  const code = query.data?.code;

  useEffect(() => {
    if (code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [code, navigate]);

  const row = query.data?.data?.entry;
  if (query.isPending || code === 403) return <Skeleton active />;
  if (code !== SUCCESS_CODE || !row) {
    return (
      <Result
        status="404"
        title={query.data?.message || 'Không tìm thấy tài khoản'}
        extra={<LinkButton to={appUserPaths.list}>Quay lại danh sách</LinkButton>}
      />
    );
  }

  const canUpdate = ability.can('update', 'users');
  const verified = row.acc_status === ACC_STATUS_VERIFIED;
  // spec §5: the question in a dialog before the save; the answer (verified, or what is missing) in the result popup
  const onApprove = async () => {
    if (await askConfirmation(APPROVE_QUESTION)) await reportMutation(approve.mutateAsync(row.id));
  };
  return (
    <PageSection
      title="Chi tiết tài khoản người dân"
      extra={
        <Space wrap>
          <LinkButton to={appUserPaths.list} icon={<ArrowLeftOutlined />}>
            Quay lại
          </LinkButton>
          {canUpdate && (
            <LinkButton to={appUserPaths.edit(row.id)} icon={<EditOutlined />} data-testid="app-user-edit">
              Sửa
            </LinkButton>
          )}
          {canUpdate && !verified && (
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              loading={approve.isPending}
              onClick={onApprove}
              data-testid="app-user-approve"
            >
              Xác thực
            </Button>
          )}
          {canUpdate && (
            <ConfirmButton
              label={row.locked ? 'Mở khoá' : 'Khoá'}
              {...(row.locked ? UNLOCK_QUESTION : LOCK_QUESTION)}
              danger={!row.locked}
              icon={row.locked ? <UnlockOutlined /> : <LockOutlined />}
              loading={lock.isPending}
              onConfirm={() => reportMutation(lock.mutateAsync({ id: row.id, locked: !row.locked }), { toast: true })}
              testId="app-user-lock"
            />
          )}
          {ability.can('delete', 'users') && (
            <ConfirmButton
              label="Xoá"
              question="Xoá tài khoản này?"
              description="Tài khoản bị xoá hẳn, người dân không đăng nhập được nữa; các phản ánh đã gửi vẫn được giữ."
              danger
              icon={<DeleteOutlined />}
              loading={deletion.isPending}
              onConfirm={() =>
                reportMutation(deletion.mutateAsync(row.id), { done: () => navigate(appUserPaths.list) })
              }
              testId="app-user-delete"
            />
          )}
        </Space>
      }
    >
      {!verified && row.kyc_missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Chưa đủ thông tin định danh để xác thực: thiếu ${row.kyc_missing.join(', ')}`}
          data-testid="app-user-missing"
        />
      )}
      <Descriptions bordered column={1} size="middle" className="resource-facts" data-testid="app-user-facts">
        <Descriptions.Item label="Họ và tên">{row.full_name}</Descriptions.Item>
        <Descriptions.Item label="Tên đăng nhập">{row.username}</Descriptions.Item>
        <Descriptions.Item label="Xác thực">
          <Space size={4} wrap>
            <KycStatusTag value={row.acc_status} />
            <LockedTag locked={row.locked} />
          </Space>
        </Descriptions.Item>
        {verified && row.verified_at && (
          <Descriptions.Item label="Xác thực bởi">
            {[row.verified_by_name, formatDateTime(row.verified_at)].filter(Boolean).join(' · ')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Ngày sinh">{formatCalendarDay(row.birthday)}</Descriptions.Item>
        <Descriptions.Item label="Giới tính">{sexLabel(row.sex)}</Descriptions.Item>
        <Descriptions.Item label="Số CCCD">{row.id_card_number}</Descriptions.Item>
        <Descriptions.Item label="Số điện thoại">{row.phone}</Descriptions.Item>
        <Descriptions.Item label="Email">{row.email}</Descriptions.Item>
        <Descriptions.Item label="Nơi ở">{placeOf(row)}</Descriptions.Item>
        <Descriptions.Item label="Ngày tạo">{formatDateTime(row.created_at)}</Descriptions.Item>
      </Descriptions>
    </PageSection>
  );
}
