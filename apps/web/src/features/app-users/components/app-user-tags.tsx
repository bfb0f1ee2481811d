import { Tag } from 'antd';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';

const KYC_COLORS: Record<number, string> = { 1: 'default', 2: 'gold', [ACC_STATUS_VERIFIED]: 'green' };

/** spec §3 acc_status: 'Đã xác thực' (3), 'Chờ xác thực' (2), 'Chưa xác thực' (1) */
export function KycStatusTag({ value }: { value: number }) {
  const label = ACC_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? 'Chưa xác thực';
  return (
    <Tag color={KYC_COLORS[value] ?? 'default'} data-testid="kyc-status">
      {label}
    </Tag>
  );
}

/** shown only on a locked account */
export function LockedTag({ locked }: { locked: boolean }) {
  return locked ? (
    <Tag color="red" data-testid="locked-tag">
      Đã khoá
    </Tag>
  ) : null;
}
