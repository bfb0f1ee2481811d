import { Alert, Divider, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { excelPaths } from '../api/excel-keys';
import { useExcelNotification } from '../api/get-excel-notification';
import { ExcelForm } from '../components/excel-form';
import { ExcelPreview } from '../components/excel-preview';

/** spec §2 /admin/notifications-excel/{id}/edit: the draft's form, its checked lines and 'Gửi'; once sent, read only */
export default function ExcelEditPage() {
  const { id } = useParams();
  const query = useExcelNotification(id);
  const entry = query.data?.data?.entry;
  let content;
  if (query.isPending) content = <Skeleton active />;
  else if (!entry) content = <Alert type="error" showIcon message={query.data?.message ?? 'Không tìm thấy dữ liệu'} />;
  else
    content = (
      <>
        {entry.status === 'sent' ? (
          <>
            <Typography.Title level={5}>{entry.title}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{entry.content}</Typography.Paragraph>
          </>
        ) : (
          <ExcelForm key={`${entry.id}-${entry.file?.path ?? ''}`} entry={entry} />
        )}
        <Divider />
        <ExcelPreview key={`${entry.valid_count}-${entry.invalid_count}`} entry={entry} />
      </>
    );
  return (
    <PageSection title="Thông báo từ Excel" extra={<LinkButton to={excelPaths.list}>Quay lại danh sách</LinkButton>}>
      {content}
    </PageSection>
  );
}
