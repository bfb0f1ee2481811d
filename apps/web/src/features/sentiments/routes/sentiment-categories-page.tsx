import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { isSuperRole } from '@console/shared/domain/roles';
import type { SentimentCategory } from '@console/shared/sentiment-types';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { showValidationError } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import { useSentimentCategories } from '../api/list-sentiment-categories';
import { useUpdateSentimentCategory } from '../api/update-sentiment-category';
import { SLA_DAYS_MAX, SlaDaysEditor } from '../components/sla-days-editor';
import { SENTIMENTS_PATH } from './sentiment-paths';

const SLA_DAYS_MESSAGE = `Số ngày xử lý phải từ 1 đến ${SLA_DAYS_MAX}`;

/** the default processing time of each category (SLA): everyone who lists sentiments reads it, administrators set it */
export default function SentimentCategoriesPage() {
  const user = useSessionUser();
  const canEdit = isSuperRole(user?.role?.field);
  const categories = useSentimentCategories();
  const update = useUpdateSentimentCategory();
  const response = categories.data;
  const entries = response?.code === SUCCESS_CODE ? response.data.entries : [];

  const save = async (category: SentimentCategory, slaDays: number) => {
    if (!Number.isInteger(slaDays) || slaDays < 1 || slaDays > SLA_DAYS_MAX)
      return showValidationError(SLA_DAYS_MESSAGE);
    await reportMutation(update.mutateAsync({ id: category.id, slaDays }), { toast: true });
  };

  const columns: TableColumnsType<SentimentCategory> = [
    { key: 'id', dataIndex: 'id', title: 'Mã', width: 64, align: 'center' },
    { key: 'name', dataIndex: 'name', title: 'Lĩnh vực' },
    {
      key: 'sla_days',
      title: 'Thời hạn xử lý mặc định',
      render: (_value, category) =>
        canEdit ? (
          <SlaDaysEditor
            key={category.sla_days}
            category={category}
            saving={update.isPending && update.variables?.id === category.id}
            onSave={(days) => save(category, days)}
          />
        ) : (
          <span data-testid={`sla-days-${category.id}`}>{category.sla_days} ngày</span>
        ),
    },
  ];

  return (
    <PageSection
      title="Thời hạn xử lý theo lĩnh vực"
      extra={
        <LinkButton to={listReturnPath({ path: SENTIMENTS_PATH })} icon={<ArrowLeftOutlined />}>
          Danh sách phản ánh
        </LinkButton>
      }
    >
      <Typography.Paragraph type="secondary">
        Khi người dân gửi phản ánh, hạn xử lý được tính bằng thời điểm gửi cộng số ngày của lĩnh vực.
        {canEdit ? '' : ' Chỉ quản trị hệ thống được thay đổi các giá trị này.'}
      </Typography.Paragraph>
      {response && response.code !== SUCCESS_CODE && (
        <Alert type="error" showIcon message={response.message} style={{ marginBottom: 16 }} />
      )}
      <Table<SentimentCategory>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={entries}
        loading={categories.isFetching}
        pagination={false}
        style={{ maxWidth: 720 }}
        data-testid="sentiment-categories-table"
      />
    </PageSection>
  );
}
