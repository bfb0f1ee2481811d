import { Switch, Tag, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import type { SortOrder } from '../../../crud/api/resource-keys';
import type { ListColumn } from '../../../lib/list-columns';
import type { UserRow } from '../api/user-keys';
import { ConfirmAction, UserRowActions } from './user-row-actions';

export const USER_SORTABLE = ['created_at', 'username', 'full_name', 'role_id'] as const;

export interface UserColumnOptions {
  offset: number;
  sort: { field: string; order: SortOrder } | null;
  selfId: number | null;
  /** whether the caller may manage a row's role (grantable roles); unknown → the server decides */
  manageable: (row: UserRow) => boolean;
  canUpdate: boolean;
  canDelete: boolean;
  busy: { toggling: number | null; resetting: number | null; deleting: number | null };
  onToggle: (row: UserRow, active: boolean) => void;
  onResetPassword: (id: number) => void;
  onDelete: (id: number) => void;
}

export const LOCK_QUESTION = {
  question: 'Khoá tài khoản này?',
  description: 'Người dùng bị đăng xuất và không đăng nhập được cho đến khi được mở khoá.',
};
export const UNLOCK_QUESTION = { question: 'Mở khoá tài khoản này?' };

const antdOrder = (order: SortOrder) => (order === 'asc' ? ('ascend' as const) : ('descend' as const));

/** the narrowest unit the user belongs to */
export function userUnit(row: Pick<UserRow, 'ward_name' | 'district_name' | 'province_name'>): string {
  return row.ward_name || row.district_name || row.province_name || '';
}

function AccStatusTag({ value }: { value: number }) {
  const label = ACC_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? '';
  // spec §3: acc_status 3 means verified
  return label ? <Tag color={value === ACC_STATUS_VERIFIED ? 'green' : 'default'}>{label}</Tag> : null;
}

/** 'DD/MM/YYYY' over 'HH:mm': nine columns must fit beside the menu at 1366 px */
function CreatedAt({ value }: { value: string }) {
  const [day, time] = formatDateTime(value).split(' ');
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {day}
      <br />
      <Typography.Text type="secondary">{time}</Typography.Text>
    </span>
  );
}

/** on a phone each user is a card: the user name, the account's switch and verification, name, role and unit */
export function buildUserColumns(options: UserColumnOptions): ListColumn<UserRow>[] {
  const { offset, sort, selfId, canUpdate, canDelete, busy } = options;
  const sorting = (key: (typeof USER_SORTABLE)[number]) => ({
    sorter: true,
    sortOrder: sort?.field === key ? antdOrder(sort.order) : null,
  });

  const columns: ListColumn<UserRow>[] = [
    { key: 'index', title: 'STT', width: 48, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    { key: 'username', dataIndex: 'username', title: 'Tên đăng nhập', mobile: 'title', ...sorting('username') },
    {
      key: 'full_name',
      dataIndex: 'full_name',
      title: 'Họ và tên',
      width: 125,
      mobile: 'fact',
      ...sorting('full_name'),
    },
    { key: 'role_id', dataIndex: 'role_name', title: 'Vai trò', width: 120, mobile: 'fact', ...sorting('role_id') },
    { key: 'unit', title: 'Đơn vị', width: 110, mobile: 'fact', render: (_value, row) => userUnit(row) },
    { key: 'phone', dataIndex: 'phone', title: 'Số điện thoại' },
    {
      key: 'acc_status',
      dataIndex: 'acc_status',
      title: 'Xác thực',
      mobile: 'status',
      render: (value: number) => <AccStatusTag value={value} />,
    },
    {
      key: 'is_active',
      dataIndex: 'is_active',
      title: 'Trạng thái',
      align: 'center',
      mobile: 'status',
      // locking ends the user's sessions: the switch asks first, as delete and password reset do (issue 10)
      render: (_value, row) => (
        <ConfirmAction
          label={row.is_active ? 'Hoạt động' : 'Đã khoá'}
          {...(row.is_active ? LOCK_QUESTION : UNLOCK_QUESTION)}
          danger={row.is_active}
          onConfirm={() => options.onToggle(row, !row.is_active)}
        >
          <Switch
            checked={row.is_active}
            disabled={!canUpdate || row.id === selfId || !options.manageable(row)}
            loading={busy.toggling === row.id}
            aria-label={row.is_active ? 'Hoạt động' : 'Đã khoá'}
            data-testid={`user-status-${row.id}`}
          />
        </ConfirmAction>
      ),
    },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: 'Ngày tạo',
      ...sorting('created_at'),
      render: (value: string) => <CreatedAt value={value} />,
    },
  ];

  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      title: 'Thao tác',
      fixed: 'right',
      mobile: 'actions',
      render: (_value, row) => (
        <UserRowActions
          id={row.id}
          self={row.id === selfId}
          manageable={options.manageable(row)}
          canUpdate={canUpdate}
          canDelete={canDelete}
          resetting={busy.resetting === row.id}
          deleting={busy.deleting === row.id}
          onResetPassword={options.onResetPassword}
          onDelete={options.onDelete}
        />
      ),
    });
  }
  return columns;
}
