import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import { APPROVED_IS_LOCKED_MESSAGE, SURVEY_FIELDS } from '@console/shared/forms/survey';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { showValidationError } from '../../../lib/result-helper';
import type { SurveyEntry } from '../api/survey-keys';
import { useUpdateSurvey } from '../api/update-survey';
import { checkSurvey, initialSections, initialSurveyValues } from './survey-form-values';
import { surveyPaths } from './survey-paths';
import { SurveyPreview } from './survey-preview';
import { SurveyTimePicker } from './survey-time-picker';
import { responsesText } from './survey-timing';
import './survey-builder.css';

/**
 * An approved survey is being answered: its questions and settings stay as they were answered, only its close time
 * moves (closed early or extended). The server takes the whole body and refuses any other change (survey-writes.ts
 * updateSurvey), so the stored survey goes back with the new close time, checked by the same schema.
 */
export function ApprovedSurveyForm({ entry }: { entry: SurveyEntry }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const update = useUpdateSurvey();
  const stored = initialSurveyValues(entry);
  const backToList = () => navigate(listReturnPath({ path: surveyPaths.list }));

  const save = async () => {
    form.setFields([{ name: 'close_at', errors: [] }]);
    const check = checkSurvey({ ...stored, close_at: form.getFieldValue('close_at') }, initialSections(entry));
    if (!check.ok) {
      form.setFields([{ name: 'close_at', errors: [check.message] }]);
      return showValidationError(check.message);
    }
    await reportMutation(update.mutateAsync({ id: entry.id, body: check.data }), { done: backToList });
  };

  return (
    <div className="survey-form" data-testid="survey-approved-form">
      <Alert type="info" showIcon message={APPROVED_IS_LOCKED_MESSAGE} style={{ marginBottom: 16 }} />
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'title', label: SURVEY_FIELDS.title.label, children: entry.title, span: 'filled' },
          { key: 'open_at', label: SURVEY_FIELDS.open_at.label, children: formatDateTime(entry.open_at) },
          { key: 'responses', label: 'Phiếu trả lời', children: responsesText(entry) },
          {
            key: 'approved',
            label: 'Người duyệt',
            children: [entry.approved_by_name, formatDateTime(entry.approved_at)].filter(Boolean).join(' · '),
          },
        ]}
      />
      <Form
        form={form}
        name="survey"
        layout="vertical"
        initialValues={{ close_at: stored.close_at }}
        onValuesChange={() => form.setFields([{ name: 'close_at', errors: [] }])}
      >
        <Form.Item
          name="close_at"
          label={SURVEY_FIELDS.close_at.label}
          required
          extra="Giờ Việt Nam (UTC+7). Chọn thời điểm sớm hơn để đóng sớm, muộn hơn để gia hạn."
          style={{ maxWidth: 320 }}
        >
          <SurveyTimePicker data-testid="survey-close-at" />
        </Form.Item>
      </Form>
      <Space wrap className="survey-form__actions">
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={update.isPending}
          onClick={() => void save()}
          data-testid="survey-save"
        >
          Lưu
        </Button>
        <Button onClick={backToList} data-testid="survey-cancel">
          Hủy
        </Button>
      </Space>
      <Divider orientation="left" orientationMargin={0}>
        Câu hỏi
      </Divider>
      <SurveyPreview sections={initialSections(entry)} />
    </div>
  );
}
