import { EyeOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { mailboxPaths, type LetterKind } from '@console/shared/opinion-mailbox/letters';
import { Input, Select, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useListUrlState } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import type { ListColumn } from '../../../lib/list-columns';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useListResponse } from '../../../lib/use-list-response';
import { useLetters, type LetterRow } from '../api/letters';
import { kindLabel, LetterStatusTag, senderOf } from './letter-tags';

const URL_FILTERS = { status: 'string' } as const;
const STATUS_FILTER = [
  { value: 'new', label: 'Chưa trả lời' },
  { value: 'replied', label: 'Đã trả lời' },
];

interface LettersScreenProps {
  title: string;
  path: string;
  /** one kind's mailbox; none: the archive of every kind */
  kind?: LetterKind;
}

/** spec §2 opinion-mailbox resident / guest / anonymous lists and list-archive: a page of letters, newest first */
export function LettersScreen({ title, path, kind }: LettersScreenProps) {
  const archived = kind === undefined;
  const { page, keyword, filters, change, setPage } = useListUrlState({ path, filters: URL_FILTERS, sortable: [] });
  const list = useLetters({
    page,
    length: DEFAULT_PAGE_LENGTH,
    kind,
    archived,
    keyword: keyword || undefined,
    status: archived ? undefined : (filters.status as string | undefined),
  });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const detailOf = (row: LetterRow) =>
    archived ? mailboxPaths.archivedDetail(row.id) : mailboxPaths.detail(row.kind, row.id);

  const columns: ListColumn<LetterRow>[] = [
    {
      key: 'index',
      title: 'STT',
      width: 56,
      align: 'center',
      render: (_v, _r, index) => (page - 1) * DEFAULT_PAGE_LENGTH + index + 1,
    },
    {
      key: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      width: 320,
      render: (_v, row) => (
        <>
          <Link to={detailOf(row)} data-testid={`letter-link-${row.id}`}>
            {row.title}
          </Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {senderOf(row)}
          </Typography.Text>
        </>
      ),
    },
    ...(archived
      ? [
          {
            key: 'kind',
            title: 'Hình thức',
            mobile: 'fact' as const,
            render: (_v: unknown, row: LetterRow) => kindLabel(row.kind),
          },
        ]
      : []),
    { key: 'ward', title: 'Xã/phường', mobile: 'fact', render: (_v, row) => row.ward_name },
    { key: 'created_at', title: 'Ngày gửi', mobile: 'fact', render: (_v, row) => formatDateTime(row.created_at) },
    {
      key: 'status',
      title: 'Trạng thái',
      mobile: 'status',
      render: (_v, row) => <LetterStatusTag status={row.status} />,
    },
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_v, row) => (
        <LinkButton to={detailOf(row)} size="small" icon={<EyeOutlined />} data-testid={`letter-detail-${row.id}`}>
          {row.status === 'new' ? 'Trả lời' : 'Xem'}
        </LinkButton>
      ),
    },
  ];

  return (
    <PageSection title={title}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder="Tìm theo tiêu đề, nội dung"
          onSearch={(value) => change({ keyword: value })}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="letter-search"
        />
        {!archived && (
          <Select
            allowClear
            placeholder="Trạng thái"
            value={filters.status as string | undefined}
            options={STATUS_FILTER}
            onChange={(value?: string) => change({ status: value ?? null })}
            style={{ width: 160 }}
            data-testid="letter-status-filter"
          />
        )}
      </Space>
      <PagedTable<LetterRow>
        response={list.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        testId="letters-table"
      />
    </PageSection>
  );
}
