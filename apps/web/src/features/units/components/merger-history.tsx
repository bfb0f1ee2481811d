import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { useWardMergers, type WardMergerRow } from '../api/list-ward-mergers';
import { joinNames, movedSummary } from './merger-texts';

const COLUMNS: TableColumnsType<WardMergerRow> = [
  {
    key: 'created_at',
    title: 'Thời gian',
    width: 150,
    render: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</span>,
  },
  {
    key: 'actor',
    title: 'Người thực hiện',
    render: (_value, row) =>
      row.actor ? (
        <>
          {row.actor.full_name || row.actor.username}
          {row.actor.full_name && <Typography.Text type="secondary"> ({row.actor.username})</Typography.Text>}
        </>
      ) : (
        <Typography.Text type="secondary">Không còn tài khoản</Typography.Text>
      ),
  },
  {
    key: 'wards',
    title: 'Sáp nhập',
    render: (_value, row) => (
      <span>
        {joinNames(row.from_wards.map((ward) => ward.name))} → <strong>{row.into_ward.name}</strong>
      </span>
    ),
  },
  {
    key: 'moved',
    title: 'Dữ liệu đã chuyển',
    render: (_value, row) => movedSummary(row.moved) || <Typography.Text type="secondary">Không có</Typography.Text>,
  },
];

/** past mergers, newest first (GET /api/admin/ward-mergers) */
export function MergerHistory() {
  const [page, setPage] = useState(1);
  const history = useWardMergers(page);
  const response = history.data;
  const ok = response?.code === SUCCESS_CODE;
  return (
    <>
      {response && !ok && <Typography.Text type="danger">{response.message}</Typography.Text>}
      <Table<WardMergerRow>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={ok ? response.data.entries : []}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Chưa có lần sáp nhập nào' }}
        data-testid="merger-history"
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_LENGTH,
          total: ok ? response.data.total : 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => `Tổng số ${count} bản ghi`,
        }}
      />
    </>
  );
}
