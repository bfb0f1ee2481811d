import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { RoleRow } from '../api/role-keys';
import { scopeLabel } from './role-display';
import { RoleRowActions, type RoleRowPermissions } from './role-row-actions';

interface RoleColumnOptions {
  /** rows before the current page, for STT */
  offset: number;
  can: RoleRowPermissions;
  deleting: number | null;
  onDelete: (id: number) => void;
}

const count = (value: number) => value.toLocaleString('vi-VN');

export function buildRoleColumns({ offset, can, deleting, onDelete }: RoleColumnOptions): TableColumnsType<RoleRow> {
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
