import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import {
  JOB_STATUS_LABELS,
  type BackgroundJobRow,
  type BackgroundJobStatus,
} from '@console/shared/domain/background-jobs';
import { Button, Tag, Typography } from 'antd';
import type { ListColumn } from '../../../lib/list-columns';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useBackgroundJobs } from '../api/jobs';

const STATUS_COLORS: Record<BackgroundJobStatus | 'never', string> = {
  running: 'processing',
  ok: 'success',
  failed: 'error',
  never: 'default',
};

function StatusTag({ status }: { status: BackgroundJobStatus | null }) {
  const key = status ?? 'never';
  return (
    <Tag color={STATUS_COLORS[key]} data-testid={`job-status-${key}`}>
      {JOB_STATUS_LABELS[key]}
    </Tag>
  );
}

/** '2,4 giây', '350 ms' */
function durationText(ms: number | null) {
  if (ms === null) return '';
  return ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} giây`;
}

const columns: ListColumn<BackgroundJobRow>[] = [
  {
    key: 'label',
    title: 'Tác vụ',
    mobile: 'title',
    width: 260,
    render: (_v, row) => (
      <>
        <Typography.Text strong>{row.label}</Typography.Text>
        {row.error && (
          <Typography.Paragraph type="danger" style={{ margin: 0 }} data-testid={`job-error-${row.name}`}>
            {row.error}
          </Typography.Paragraph>
        )}
      </>
    ),
  },
  {
    key: 'status',
    title: 'Trạng thái',
    mobile: 'status',
    render: (_v, row) => <StatusTag status={row.status} />,
  },
  {
    key: 'finished_at',
    title: 'Kết thúc lúc',
    mobile: 'fact',
    render: (_v, row) => (row.finished_at ? formatDateTime(row.finished_at) : ''),
  },
  { key: 'duration', title: 'Thời lượng', mobile: 'fact', render: (_v, row) => durationText(row.duration_ms) },
  { key: 'node', title: 'Máy chủ', mobile: 'fact', dataIndex: 'node' },
  {
    key: 'runs',
    title: 'Chạy / lỗi',
    render: (_v, row) => `${row.runs.toLocaleString('vi-VN')} / ${row.failures.toLocaleString('vi-VN')}`,
  },
  {
    key: 'next_run_at',
    title: 'Lần chạy tới',
    mobile: 'fact',
    render: (_v, row) => (row.next_run_at ? formatDateTime(row.next_run_at) : ''),
  },
];

/**
 * Issue 21: the background jobs the API nodes share (each runs on one node a turn), when and where each last ran and
 * whether it failed — what an operator looks at first when overdue marks or scheduled notifications seem late.
 */
export default function JobsPage() {
  const jobs = useBackgroundJobs();
  const entries = jobs.data?.data?.entries ?? [];
  return (
    <PageSection
      title="Tác vụ nền"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          Tải lại
        </Button>
      }
    >
      <PagedTable
        columns={columns}
        response={jobs.data}
        entries={entries}
        total={entries.length}
        page={1}
        loading={jobs.isLoading}
        testId="jobs-table"
      />
    </PageSection>
  );
}
