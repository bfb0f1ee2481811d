import { EyeOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../lib/link-button';
import type { ListColumn } from '../../../lib/list-columns';
import { PagedTable } from '../../../lib/paged-table';
import { groupPaths, type MemberRow } from '../api/group-members';
import { KycTag, MemberStatusTag, roleLabel } from './member-tags';

interface MemberTableProps {
  rows: MemberRow[];
  total: number;
  page: number;
  response: Parameters<typeof PagedTable>[0]['response'];
  loading: boolean;
  onPage: (page: number) => void;
  testId: string;
  /** the group's column, where the list spans several groups */
  showGroup?: boolean;
  /** the role cell (a picker where the officer may change it) */
  role?: (row: MemberRow) => ReactNode;
  /** buttons of a row besides 'Xem' */
  actions?: (row: MemberRow) => ReactNode;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}

/** members or requests: who (with their verified identity), of which group, in what role and state, since when */
export function MemberTable(props: MemberTableProps) {
  const { rows, page, showGroup, role, actions, selected, onSelect } = props;
  const detailPath = (row: MemberRow) =>
    row.status === 'pending' ? groupPaths.request(row.id) : groupPaths.member(row.id);
  const columns: ListColumn<MemberRow>[] = [
    {
      key: 'index',
      title: 'STT',
      width: 56,
      align: 'center',
      render: (_v, _r, index) => (page - 1) * DEFAULT_PAGE_LENGTH + index + 1,
    },
    {
      key: 'name',
      title: 'Họ và tên',
      mobile: 'title',
      width: 220,
      render: (_v, row) => (
        <>
          <Link to={detailPath(row)}>{row.full_name ?? row.username}</Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.username, row.phone].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    ...(showGroup
      ? [
          {
            key: 'group',
            title: 'Nhóm',
            mobile: 'fact' as const,
            render: (_v: unknown, row: MemberRow) => (
              <Link to={groupPaths.members(row.group_id)}>{row.group_name}</Link>
            ),
          },
        ]
      : []),
    { key: 'kyc', title: 'Định danh', render: (_v, row) => <KycTag accStatus={row.acc_status} /> },
    {
      key: 'role',
      title: 'Vai trò',
      mobile: 'fact',
      render: (_v, row) => (row.status === 'approved' ? (role?.(row) ?? roleLabel(row.role)) : ''),
    },
    {
      key: 'created_at',
      title: 'Ngày gửi',
      mobile: 'fact',
      render: (_v, row) => formatDateTime(row.created_at),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      mobile: 'status',
      render: (_v, row) => <MemberStatusTag status={row.status} />,
    },
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_v, row) => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {actions?.(row)}
          <LinkButton to={detailPath(row)} size="small" icon={<EyeOutlined />} data-testid={`member-detail-${row.id}`}>
            Xem
          </LinkButton>
        </div>
      ),
    },
  ];
  return (
    <PagedTable<MemberRow>
      response={props.response}
      columns={columns}
      entries={rows}
      total={props.total}
      page={page}
      loading={props.loading}
      onChange={(pagination) => props.onPage(pagination.current ?? 1)}
      testId={props.testId}
      rowSelection={
        onSelect && {
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys as number[]),
        }
      }
    />
  );
}
