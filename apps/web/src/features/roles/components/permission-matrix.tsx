import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Table, Typography, theme } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { PermissionCatalog } from '../api/role-keys';
import { buildMatrixColumns } from './permission-matrix-columns';
import { useMatrixRows, type MatrixRow } from './permission-matrix-rows';
import type { Selection, SelectionChange } from './permission-selection';

interface PermissionMatrixProps {
  catalog: PermissionCatalog;
  selection: Selection;
  /** absent: read-only */
  onChange?: SelectionChange;
  /** read-only: leave out the subjects and the actions without any grant */
  hideEmptyRows?: boolean;
  /** beside the search box, e.g. the 'Hiện tất cả' switch */
  toolbarExtra?: ReactNode;
}

/** one row per subject, one column per action; sticky header and subject column keep a 48 × 13 grid readable */
export function PermissionMatrix({
  catalog,
  selection,
  onChange,
  hideEmptyRows = false,
  toolbarExtra,
}: PermissionMatrixProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const rows = useMatrixRows(catalog, selection, search, hideEmptyRows);
  const columns = useMemo(
    () =>
      buildMatrixColumns({
        actions: catalog.actions,
        rows,
        selection,
        onChange,
        filtered: search.trim() !== '',
        hideEmptyColumns: hideEmptyRows,
        checkColor: token.colorSuccess,
      }),
    [catalog.actions, rows, selection, onChange, search, hideEmptyRows, token.colorSuccess],
  );

  return (
    <div data-testid="permission-matrix">
      <Flex gap={16} align="center" wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          prefix={<SearchOutlined />}
          placeholder="Tìm chức năng (gõ không dấu được)"
          aria-label="Tìm chức năng"
          style={{ width: 320 }}
          data-testid="permission-search"
        />
        <Typography.Text strong data-testid="permission-count">
          {onChange ? `Đã chọn ${selection.size} quyền` : `Được cấp ${selection.size} quyền`}
        </Typography.Text>
        {toolbarExtra}
      </Flex>
      <Table<MatrixRow>
        rowKey="key"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 520 }}
        locale={{ emptyText: search ? 'Không có chức năng nào khớp với từ khoá' : 'Vai trò chưa được cấp quyền nào' }}
        data-testid="permission-table"
      />
    </div>
  );
}
