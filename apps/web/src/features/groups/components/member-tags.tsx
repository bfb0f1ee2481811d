import { MEMBER_ROLES, MEMBER_STATUSES, type MemberStatus } from '@console/shared/domain/group-members';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { Tag } from 'antd';

const STATUS_COLORS: Record<MemberStatus, string> = { pending: 'gold', approved: 'green', refused: 'red' };

/** where a request stands: 'Chờ duyệt', 'Đã duyệt', 'Từ chối' */
export function MemberStatusTag({ status }: { status: MemberStatus }) {
  const known = MEMBER_STATUSES.find((option) => option.value === status);
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="member-status">
      {known?.label ?? status}
    </Tag>
  );
}

export const roleLabel = (role: string) => MEMBER_ROLES.find((option) => option.value === role)?.label ?? role;

/** whether the resident's identity is verified (spec §3: acc_status 3) — what an officer checks before approving */
export function KycTag({ accStatus }: { accStatus: number }) {
  return accStatus === ACC_STATUS_VERIFIED ? (
    <Tag color="green">Đã xác thực</Tag>
  ) : (
    <Tag color="default">Chưa xác thực</Tag>
  );
}
