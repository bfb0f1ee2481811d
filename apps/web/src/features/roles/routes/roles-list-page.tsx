import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { downloadFromLink } from '../../../lib/download-file';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { notify } from '../../../lib/notify';
import { PageSection } from '../../../lib/page-section';
import { showResult } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useApproveRole } from '../api/approve-role';
import { useDeleteRole } from '../api/delete-role';
import { useExportRoles } from '../api/export-roles';
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
  const exporting = useExportRoles();
  const approval = useApproveRole();

  const response = list.data;
  const entries = response?.code === SUCCESS_CODE ? response.data.entries : [];

  useEffect(() => {
    // spec §8: a 403 on a list leads to the forbidden page
    if (response?.code === 403) navigate('/admin/errors/403', { replace: true });
  }, [response?.code, navigate]);

  const can = {
    create: ability.can('create', 'roles'),
    list: ability.can('list', 'roles'),
    read: ability.can('read', 'roles'),
    update: ability.can('update', 'roles'),
    delete: ability.can('delete', 'roles'),
  };

  // the API refuses built-in roles and roles still given to users: its message says which
  const onDelete = (id: number) => reportMutation(deletion.mutateAsync(id));

  // spec §7 'approve by id': the answer's message says approved or withdrawn, or why not
  const onApprove = (row: RoleRow, approved: boolean) =>
    reportMutation(approval.mutateAsync({ id: row.id, isApproved: approved }), { toast: true });

  // as the users export: the call answers a signed link that the browser downloads itself
  const onExport = async () => {
    const result = await unlessRefused(exporting.mutateAsync());
    if (!result) return;
    if (!result.data?.url) return showResult(result);
    downloadFromLink(result.data.url);
    notify.success('Tệp đang được tải xuống');
  };

  const columns = buildRoleColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    can,
    deleting: deletion.isPending ? (deletion.variables ?? null) : null,
    onDelete,
    canApprove: ability.can('approve', 'roles'),
    approving: approval.isPending ? (approval.variables?.id ?? null) : null,
    onApprove,
  });

  return (
    <PageSection
      title="Danh sách vai trò"
      extra={
        <Space wrap>
          {can.list && (
            <Button
              icon={<FileExcelOutlined />}
              loading={exporting.isPending}
              onClick={onExport}
              data-testid="roles-export"
            >
              {exporting.isPending ? 'Đang tạo tệp...' : 'Xuất Excel'}
            </Button>
          )}
          {can.create && (
            <LinkButton to={`${ROLES_PATH}/create`} type="primary" icon={<PlusOutlined />} data-testid="role-create">
              Thêm mới
            </LinkButton>
          )}
        </Space>
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
