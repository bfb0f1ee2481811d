import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { unlessUnanswered } from '../../../lib/api-client';
import { PageSection } from '../../../lib/page-section';
import { showResult } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import type { RoleRow } from '../api/role-keys';
import { buildRoleColumns } from '../components/role-columns';
import { ROLES_PATH } from './roles-path';

export default function RolesListPage() {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useRoles();
  const deletion = useDeleteRole();

  const response = list.data;
  const entries = response?.code === SUCCESS_CODE ? response.data.entries : [];

  useEffect(() => {
    // spec §8: a 403 on a list leads to the forbidden page
    if (response?.code === 403) navigate('/admin/errors/403', { replace: true });
  }, [response?.code, navigate]);

  const can = {
    create: ability.can('create', 'roles'),
    read: ability.can('read', 'roles'),
    update: ability.can('update', 'roles'),
    delete: ability.can('delete', 'roles'),
  };

  // the API refuses built-in roles and roles still given to users: its message says which
  const onDelete = async (id: number) => {
    const result = await unlessUnanswered(deletion.mutateAsync(id));
    if (result) showResult(result);
  };

  const columns = buildRoleColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    can,
    deleting: deletion.isPending ? (deletion.variables ?? null) : null,
    onDelete,
  });

  return (
    <PageSection
      title="Danh sách vai trò"
      extra={
        can.create && (
          <Link to={`${ROLES_PATH}/create`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="role-create">
              Thêm mới
            </Button>
          </Link>
        )
      }
    >
      {response && response.code !== SUCCESS_CODE && response.code !== 403 && (
        <Alert type="error" showIcon message={response.message} style={{ marginBottom: 16 }} />
      )}
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={entries}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        data-testid="roles-table"
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_LENGTH,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => `Tổng số ${total} bản ghi`,
        }}
      />
    </PageSection>
  );
}
