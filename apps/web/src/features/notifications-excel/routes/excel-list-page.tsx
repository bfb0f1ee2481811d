import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { NOTIFICATION_STATUSES } from '@console/shared/forms/notification';
import { Input, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RowActions } from '../../../crud/row-actions';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import type { ListColumn } from '../../../lib/list-columns';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useListResponse } from '../../../lib/use-list-response';
import { useDeleteExcelNotification } from '../api/delete-excel-notification';
import { excelPaths, type ExcelNotificationRow } from '../api/excel-keys';
import { useExcelNotifications } from '../api/list-excel-notifications';

const URL_CONFIG: ListUrlConfig = { path: excelPaths.list, filters: {}, sortable: [] };

/** spec §2 /admin/notifications-excel: the Excel notifications of the officer's units, newest first */
export default function ExcelListPage() {
  const ability = useAppAbility();
  const { page, keyword, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const list = useExcelNotifications({ page, length: DEFAULT_PAGE_LENGTH, keyword });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const deletion = useDeleteExcelNotification();
  const can = {
    create: ability.can('create', 'sys_notifications') && ability.can('import', 'sys_notifications'),
    update: ability.can('update', 'sys_notifications'),
    delete: ability.can('delete', 'sys_notifications'),
  };

  const columns: ListColumn<ExcelNotificationRow>[] = [
    {
      key: 'index',
      title: 'STT',
      width: 56,
      align: 'center',
      render: (_v, _r, index) => (page - 1) * DEFAULT_PAGE_LENGTH + index + 1,
    },
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      width: 320,
      render: (title: string, row) => (
        <>
          <Link to={excelPaths.edit(row.id)}>{title}</Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {[row.file_name, row.created_by_name, formatDateTime(row.created_at)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'Trạng thái',
      align: 'center',
      mobile: 'status',
      render: (status: ExcelNotificationRow['status']) => (
        <Tag color={status === 'sent' ? 'green' : 'default'}>{NOTIFICATION_STATUSES[status]}</Tag>
      ),
    },
    {
      key: 'lines',
      title: 'Hợp lệ / lỗi',
      align: 'center',
      render: (_v, row) => `${row.valid_count.toLocaleString('vi-VN')} / ${row.invalid_count.toLocaleString('vi-VN')}`,
    },
    {
      key: 'sent',
      title: 'Đã gửi',
      render: (_v, row) => (row.sent_at ? `${formatDateTime(row.sent_at)} · ${row.receiver_count} người` : ''),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_v, row) => (
        <RowActions
          id={row.id}
          label="thông báo"
          detailPath={excelPaths.edit(row.id)}
          editPath={excelPaths.edit(row.id)}
          canUpdate={false}
          canDelete={can.delete && row.status !== 'sent'}
          deleting={deletion.isPending && deletion.variables === row.id}
          onDelete={(id) => void reportMutation(deletion.mutateAsync(id), { toast: true })}
        />
      ),
    },
  ];

  return (
    <PageSection
      title="Thông báo từ Excel"
      extra={
        can.create && (
          <LinkButton to={excelPaths.create} type="primary" icon={<PlusOutlined />} data-testid="excel-create">
            Thêm mới
          </LinkButton>
        )
      }
    >
      <Input.Search
        allowClear
        defaultValue={keyword}
        placeholder="Tìm theo tiêu đề"
        onSearch={(value) => change({ keyword: value })}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <PagedTable<ExcelNotificationRow>
        response={list.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="excel-notifications-table"
      />
    </PageSection>
  );
}
