import { Card, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import type { ListColumn } from '../../../lib/list-columns';
import { PagedTable } from '../../../lib/paged-table';
import { useReceivers } from '../api/list-receivers';
import type { ReceiverRow } from '../api/notification-keys';

type ReadFilter = 'read' | 'unread';
const READ_OPTIONS = [
  { value: 'read', label: 'Đã đọc' },
  { value: 'unread', label: 'Chưa đọc' },
];

/** a receiver as a row: the table wants an id */
type Row = ReceiverRow & { id: number };

const unitOf = (row: ReceiverRow) => [row.village_name, row.ward_name].filter(Boolean).join(', ');

function buildReceiverColumns(offset: number): ListColumn<Row>[] {
  return [
    { key: 'index', title: 'STT', width: 56, align: 'center', render: (_v, _row, index) => offset + index + 1 },
    {
      key: 'name',
      title: 'Họ và tên',
      mobile: 'title',
      render: (_v, row) => row.full_name || row.username,
    },
    { key: 'username', dataIndex: 'username', title: 'Tên đăng nhập', mobile: 'fact' },
    { key: 'role_name', dataIndex: 'role_name', title: 'Vai trò', mobile: 'fact' },
    { key: 'unit', title: 'Đơn vị', mobile: 'fact', render: (_v, row) => unitOf(row) },
    { key: 'phone', dataIndex: 'phone', title: 'Số điện thoại' },
    {
      key: 'read_at',
      title: 'Trạng thái đọc',
      mobile: 'status',
      render: (_v, row) =>
        row.read_at ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Tag color="green" data-testid="receiver-read">
              Đã đọc
            </Tag>
            <Typography.Text type="secondary">{formatDateTime(row.read_at)}</Typography.Text>
          </span>
        ) : (
          <Tag data-testid="receiver-unread">Chưa đọc</Tag>
        ),
    },
  ];
}

/** who a sent notification reached and who has read it, searched and filtered by read or not */
export function ReceiversTable({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [read, setRead] = useState<ReadFilter | null>(null);
  const list = useReceivers(
    id,
    { page, length: DEFAULT_PAGE_LENGTH, keyword, read: read === null ? undefined : read === 'read' },
    true,
  );
  const ok = list.data?.code === 200 ? list.data.data : null;
  const entries: Row[] = (ok?.entries ?? []).map((row) => ({ ...row, id: row.user_id }));

  return (
    <Card title="Danh sách người nhận" size="small" style={{ marginTop: 16 }} data-testid="receivers">
      <FilterBar
        search={
          <KeywordSearch
            keyword={keyword}
            placeholder="Tìm theo họ tên hoặc tên đăng nhập"
            onSearch={(value) => (setKeyword(value), setPage(1))}
            testId="receivers-search"
          />
        }
        activeCount={countActiveFilters([read])}
        onClear={() => (setRead(null), setPage(1))}
      >
        <Select<ReadFilter>
          allowClear
          placeholder="Trạng thái đọc"
          aria-label="Trạng thái đọc"
          value={read ?? undefined}
          onChange={(value) => (setRead(value ?? null), setPage(1))}
          options={READ_OPTIONS}
          style={{ width: 180 }}
          data-testid="receivers-read-filter"
        />
      </FilterBar>
      <PagedTable<Row>
        response={list.data}
        size="small"
        columns={buildReceiverColumns((page - 1) * DEFAULT_PAGE_LENGTH)}
        entries={entries}
        total={ok?.total ?? 0}
        page={page}
        loading={list.isFetching}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        testId="receivers-table"
      />
    </Card>
  );
}
