import { Space, Typography } from 'antd';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import type { SortOrder } from '../../../crud/api/resource-keys';
import type { ListColumn } from '../../../lib/list-columns';
import type { AppUserRow } from '../api/app-user-keys';
import { AppUserRowActions } from './app-user-row-actions';
import { KycStatusTag, LockedTag } from './app-user-tags';

export const APP_USER_SORTABLE = ['created_at', 'full_name', 'username'] as const;

interface AppUserColumnOptions {
  offset: number;
  /** a phone's cards: the missing identity is a fact of its own */
  phone: boolean;
  sort: { field: string; order: SortOrder } | null;
  canUpdate: boolean;
  busy: { approving: number | null; locking: number | null };
  onApprove: (row: AppUserRow) => unknown;
  onLock: (row: AppUserRow, locked: boolean) => unknown;
}

const antdOrder = (order: SortOrder) => (order === 'asc' ? ('ascend' as const) : ('descend' as const));

/** 'Thôn Đồng Tâm, Xã Khao Mang': where the resident lives, the hamlet first */
export const placeOf = (row: Pick<AppUserRow, 'village_name' | 'ward_name'>) =>
  [row.village_name, row.ward_name].filter(Boolean).join(', ');

function missingText(row: AppUserRow, prefix = '') {
  if (row.acc_status === ACC_STATUS_VERIFIED || !row.kyc_missing.length) return null;
  return (
    <Typography.Text type="warning" data-testid="kyc-missing">
      {prefix}
      {row.kyc_missing.join(', ')}
    </Typography.Text>
  );
}

/** on a phone each resident is a card: the name, the KYC and lock tags, login, phone and place, then the actions */
export function buildAppUserColumns(options: AppUserColumnOptions): ListColumn<AppUserRow>[] {
  const { offset, sort, busy } = options;
  const sorting = (key: (typeof APP_USER_SORTABLE)[number]) => ({
    sorter: true,
    sortOrder: sort?.field === key ? antdOrder(sort.order) : null,
  });
  const columns: (ListColumn<AppUserRow> | null)[] = [
    { key: 'index', title: 'STT', width: 48, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'full_name',
      dataIndex: 'full_name',
      title: 'Họ và tên',
      mobile: 'title',
      render: (value: string | null, row) => value || row.username,
      ...sorting('full_name'),
    },
    { key: 'username', dataIndex: 'username', title: 'Tên đăng nhập', mobile: 'fact', ...sorting('username') },
    { key: 'phone', dataIndex: 'phone', title: 'Số điện thoại', mobile: 'fact' },
    { key: 'place', title: 'Thôn/xóm, xã/phường', width: 150, mobile: 'fact', render: (_value, row) => placeOf(row) },
    {
      key: 'acc_status',
      dataIndex: 'acc_status',
      title: 'Xác thực',
      mobile: 'status',
      width: 150,
      render: (value: number, row) => (
        <>
          <Space size={4} wrap>
            <KycStatusTag value={value} />
            <LockedTag locked={row.locked} />
          </Space>
          {!options.phone && <div>{missingText(row, 'Thiếu ')}</div>}
        </>
      ),
    },
    // what a verification still lacks, while the account is not verified: its own line of a phone's card (left off
    // when nothing is), under the tags in the table, where one more column would push the actions out of view
    options.phone
      ? { key: 'kyc_missing', title: 'Còn thiếu', mobile: 'fact', render: (_value, row) => missingText(row) }
      : null,
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_value, row) => (
        <AppUserRowActions
          row={row}
          canUpdate={options.canUpdate}
          busy={{ approving: busy.approving === row.id, locking: busy.locking === row.id }}
          onApprove={options.onApprove}
          onLock={options.onLock}
        />
      ),
    },
  ];
  return columns.filter((column) => column !== null);
}
