import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Resource } from '@console/shared/resources/define-resource';
import { api } from '../../lib/api-client';
import { ResourceDetail } from '../../crud/resource-detail';

type Cell = string | number | null;
interface SheetPreview {
  sheet: string;
  rows: Cell[][];
  total_rows: number;
  truncated: boolean;
}

/** Excel's column letters: 0 → A, 26 → AA */
const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const shown = (cell: Cell) => (typeof cell === 'number' ? cell.toLocaleString('vi-VN') : (cell ?? ''));

/** the first sheet as Excel shows it: row numbers, column letters, scrolled sideways inside its card on a phone */
function SheetPreviewCard({ id }: { id: string }) {
  const preview = useQuery({
    queryKey: ['resource', 'excel-files', 'detail', id, 'preview'],
    queryFn: ({ signal }) => api.get<SheetPreview>(`/api/admin/excel-files/${id}/preview`, { signal }),
  });
  const envelope = preview.data;
  let content;
  if (preview.isPending) content = <Skeleton active />;
  else if (envelope?.code !== 200 || !envelope.data)
    content = <Alert type="warning" showIcon message={envelope?.message ?? 'Không đọc được tệp Excel này'} />;
  else {
    const { rows, sheet, total_rows, truncated } = envelope.data;
    const width = Math.max(0, ...rows.map((row) => row.length));
    const columns = [
      { key: 'n', title: '', dataIndex: 'n', width: 48, fixed: 'left' as const },
      ...Array.from({ length: width }, (_, i) => ({
        key: String(i),
        title: columnName(i),
        dataIndex: String(i),
        ellipsis: true,
        width: 160,
      })),
    ];
    const data = rows.map((row, i) => ({
      key: i,
      n: i + 1,
      ...Object.fromEntries(row.map((cell, c) => [String(c), shown(cell)])),
    }));
    content = (
      <>
        <Typography.Paragraph type="secondary" data-testid="sheet-preview-summary">
          Trang tính “{sheet}”: {total_rows.toLocaleString('vi-VN')} dòng
          {truncated ? `, hiện ${rows.length} dòng đầu` : ''}.
        </Typography.Paragraph>
        <Table
          size="small"
          bordered
          columns={columns}
          dataSource={data}
          pagination={false}
          scroll={{ x: 'max-content', y: 480 }}
          data-testid="sheet-preview"
        />
      </>
    );
  }
  return (
    <Card title="Xem trước trang tính đầu tiên" style={{ marginTop: 16 }}>
      {content}
    </Card>
  );
}

export function ExcelFileDetail({ resource }: { resource: Resource }) {
  const { id = '' } = useParams();
  return (
    <>
      <ResourceDetail resource={resource} />
      <SheetPreviewCard id={id} />
    </>
  );
}
