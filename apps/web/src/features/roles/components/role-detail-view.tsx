import { Descriptions, Divider, Space, Switch, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useMemo, useState } from 'react';
import { isSuperRole } from '@console/shared/domain/roles';
import type { PermissionCatalog, RoleEntry } from '../api/role-keys';
import { PermissionMatrix } from './permission-matrix';
import { RoleCategoryTags } from './role-category-tags';
import { toSelection } from './permission-selection';
import { approvalText, isBuiltInRole, scopeLabel } from './role-display';

/** the role's fields, then its permissions read-only: subjects and actions without any grant hidden unless 'Hiện tất cả' */
export function RoleDetailView({ entry, catalog }: { entry: RoleEntry; catalog: PermissionCatalog }) {
  const [showAll, setShowAll] = useState(false);
  const selection = useMemo(() => toSelection(entry.permissions), [entry.permissions]);

  const items: DescriptionsProps['items'] = [
    { key: 'field', label: 'Mã vai trò', children: <Typography.Text code>{entry.field}</Typography.Text> },
    { key: 'name', label: 'Tên vai trò', children: entry.name },
    { key: 'scope', label: 'Phạm vi', children: scopeLabel(entry.scope) },
    {
      key: 'kind',
      label: 'Loại',
      children: isBuiltInRole(entry.id) ? <Tag color="blue">Mặc định</Tag> : <Tag>Tự tạo</Tag>,
    },
    {
      key: 'approval',
      label: 'Phê duyệt',
      span: 'filled',
      children: (
        <Space wrap data-testid="role-approval">
          {entry.is_approved ? <Tag color="green">Đã phê duyệt</Tag> : <Tag color="orange">Chưa phê duyệt</Tag>}
          {(!entry.is_approved || entry.approved_at) && (
            <Typography.Text type="secondary">
              {entry.is_approved ? approvalText(entry) : 'Chưa thể gán cho người dùng cho đến khi được phê duyệt'}
            </Typography.Text>
          )}
        </Space>
      ),
    },
  ];
  // issue 10: which sentiment categories its users handle; administrators always handle every one (no line)
  if (!isSuperRole(entry.field)) {
    items.push({
      key: 'sentiment-categories',
      label: 'Lĩnh vực phản ánh',
      span: 'filled',
      children: <RoleCategoryTags roleId={entry.id} />,
    });
  }

  return (
    <>
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        items={items}
        styles={{ label: { width: 140, whiteSpace: 'nowrap' } }}
        data-testid="role-detail"
      />
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Text strong>Phân quyền</Typography.Text>
      </Divider>
      <PermissionMatrix
        catalog={catalog}
        selection={selection}
        hideEmptyRows={!showAll}
        toolbarExtra={
          <Space>
            <Switch
              checked={showAll}
              onChange={setShowAll}
              aria-label="Hiện tất cả"
              data-testid="permission-show-all"
            />
            <Typography.Text>Hiện tất cả</Typography.Text>
          </Space>
        }
      />
    </>
  );
}
