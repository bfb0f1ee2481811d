import { Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { RoleRow } from '../api/role-keys';
import { approvalText, BUILT_IN_APPROVAL_HINT, isBuiltInRole, scopeLabel } from './role-display';
import { RoleRowActions, type RoleRowPermissions } from './role-row-actions';

interface RoleColumnOptions {
  /** rows before the current page, for STT */
  offset: number;
  can: RoleRowPermissions;
  deleting: number | null;
  onDelete: (id: number) => void;
  /** roles:approve: the switch flips the approval, otherwise it only shows it */
  canApprove: boolean;
  approving: number | null;
  onApprove: (row: RoleRow, approved: boolean) => void;
}

const count = (value: number) => value.toLocaleString('vi-VN');

const APPROVE_QUESTION = {
  title: 'Phê duyệt vai trò này?',
  description: 'Sau khi phê duyệt, vai trò có thể được gán cho người dùng.',
};
const WITHDRAW_QUESTION = {
  title: 'Hủy phê duyệt vai trò này?',
  description: 'Vai trò không thể gán thêm cho người dùng cho đến khi được phê duyệt lại.',
};

export function buildRoleColumns({
  offset,
  can,
  deleting,
  onDelete,
  canApprove,
  approving,
  onApprove,
}: RoleColumnOptions): TableColumnsType<RoleRow> {
  const columns: TableColumnsType<RoleRow> = [
    { key: 'index', title: 'STT', width: 60, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'field',
      dataIndex: 'field',
      title: 'Mã vai trò',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { key: 'name', dataIndex: 'name', title: 'Tên vai trò' },
    {
      key: 'scope',
      dataIndex: 'scope',
      title: 'Phạm vi',
      render: (value: string) => <Tag color={value === 'all' ? 'gold' : 'default'}>{scopeLabel(value)}</Tag>,
    },
    { key: 'users_count', dataIndex: 'users_count', title: 'Số người dùng', align: 'right', render: count },
    { key: 'permissions_count', dataIndex: 'permissions_count', title: 'Số quyền', align: 'right', render: count },
    {
      key: 'is_approved',
      dataIndex: 'is_approved',
      title: 'Phê duyệt',
      align: 'center',
      render: (_value, row) => {
        // the built-in roles are always approved (the API refuses withdrawing it)
        const locked = isBuiltInRole(row.id) && row.is_approved;
        const toggle = (
          <Switch
            checked={row.is_approved}
            disabled={!canApprove || locked}
            loading={approving === row.id}
            aria-label={row.is_approved ? 'Đã phê duyệt' : 'Chưa phê duyệt'}
            data-testid={`role-approve-${row.id}`}
          />
        );
        if (!canApprove || locked)
          return (
            <Tooltip title={locked ? BUILT_IN_APPROVAL_HINT : approvalText(row)}>
              {/* a disabled switch swallows the pointer events the tooltip needs: the span takes them */}
              <span style={{ display: 'inline-block' }}>{toggle}</span>
            </Tooltip>
          );
        // as the users' lock switch: it asks first
        return (
          <Popconfirm
            {...(row.is_approved ? WITHDRAW_QUESTION : APPROVE_QUESTION)}
            okText="Đồng ý!"
            cancelText="Không đồng ý!"
            okButtonProps={{ danger: row.is_approved, 'data-testid': 'confirm-ok' }}
            cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
            onConfirm={() => onApprove(row, !row.is_approved)}
          >
            {toggle}
          </Popconfirm>
        );
      },
    },
  ];
  if (can.read || can.update || can.delete) {
    columns.push({
      key: 'actions',
      title: 'Thao tác',
      fixed: 'right',
      render: (_value, row) => (
        <RoleRowActions id={row.id} can={can} deleting={deleting === row.id} onDelete={onDelete} />
      ),
    });
  }
  return columns;
}
