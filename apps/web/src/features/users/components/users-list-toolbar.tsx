import { FileExcelOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { LinkButton } from '../../../lib/link-button';
import type { QueryValue } from '../../../lib/api-client';
import { downloadExport } from '../../../lib/download-file';
import { useExportUsers } from '../api/export-users';
import { USERS_IMPORT_PATH, USERS_PATH } from '../routes/users-path';

interface UsersListToolbarProps {
  canCreate: boolean;
  canImport: boolean;
  canExport: boolean;
  /** the list's current keyword, sort and filters: the export holds the rows the officer is looking at */
  exportQuery: Record<string, QueryValue>;
}

export function UsersListToolbar({ canCreate, canImport, canExport, exportQuery }: UsersListToolbarProps) {
  const exporting = useExportUsers();

  const onExport = () => downloadExport(exporting.mutateAsync(exportQuery));

  return (
    <Space wrap>
      {canExport && (
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting.isPending}
          onClick={onExport}
          data-testid="users-export"
        >
          {exporting.isPending ? 'Đang tạo tệp...' : 'Xuất Excel'}
        </Button>
      )}
      {canImport && (
        <LinkButton to={USERS_IMPORT_PATH} icon={<UploadOutlined />} data-testid="users-import">
          Nhập từ Excel
        </LinkButton>
      )}
      {canCreate && (
        <LinkButton to={`${USERS_PATH}/create`} type="primary" icon={<PlusOutlined />} data-testid="user-create">
          Thêm mới
        </LinkButton>
      )}
    </Space>
  );
}
