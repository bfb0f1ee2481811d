import { SaveOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_EXCEL_FIELDS as FIELDS,
  placeholdersOf,
  type NotificationExcelBody,
} from '@console/shared/forms/notification-excel';
import { requiredMessage } from '@console/shared/validation/messages';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { reportMutation } from '../../../lib/envelope-mutation';
import type { ExcelNotificationDetail } from '../api/excel-keys';
import { excelPaths } from '../api/excel-keys';
import { useSaveExcelNotification } from '../api/save-excel-notification';
import { ExcelFileField } from './excel-file-field';

const required = (label: string) => [{ required: true, whitespace: true, message: requiredMessage(label) }];

/** the text's placeholders beside the sheet's columns: the officer sees at once which names the text may use */
function PlaceholderHint({ columns }: { columns: string[] }) {
  const content = Form.useWatch('content') as string | undefined;
  const used = placeholdersOf(content ?? '');
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -8, overflowWrap: 'anywhere' }}>
      Dùng {'{{tên_cột}}'} để chèn giá trị của từng người, ví dụ {'{{ho_ten}}'}.
      {columns.length > 0 && <> Các cột của tệp: {columns.map((c) => `{{${c}}}`).join(', ')}.</>}
      {used.length > 0 && <> Nội dung đang dùng: {used.map((c) => `{{${c}}}`).join(', ')}.</>}
    </Typography.Paragraph>
  );
}

/**
 * Title, text with {{placeholders}} and the recipients sheet. Saving sends the sheet's path: the server reads it,
 * checks each line and keeps the draft; the screen then shows which lines cannot be sent and why.
 */
export function ExcelForm({ entry }: { entry: ExcelNotificationDetail | null }) {
  const [form] = Form.useForm<NotificationExcelBody>();
  const saving = useSaveExcelNotification();
  const navigate = useNavigate();

  async function submit(values: NotificationExcelBody) {
    const answer = await reportMutation(saving.mutateAsync({ id: entry?.id ?? null, body: values }), { toast: true });
    if (answer?.data && !entry) navigate(excelPaths.edit(answer.data.entry.id), { replace: true });
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: entry?.title, content: entry?.content, file: entry?.file ? [entry.file] : [] }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 880 }}
    >
      <Form.Item name="title" label={FIELDS.title.label} rules={required(FIELDS.title.label)}>
        <Input maxLength={FIELDS.title.max} data-testid="excel-title" />
      </Form.Item>
      <Form.Item name="content" label={FIELDS.content.label} rules={required(FIELDS.content.label)}>
        <Input.TextArea
          rows={5}
          maxLength={FIELDS.content.max}
          placeholder="Kính gửi {{ho_ten}}, số tiền cần nộp là {{so_tien}}, hạn nộp {{han_nop}}."
          data-testid="excel-content"
        />
      </Form.Item>
      <PlaceholderHint columns={entry?.columns ?? []} />
      <Form.Item
        name="file"
        label={FIELDS.file.label}
        rules={[
          {
            validator: (_rule, value?: unknown[]) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(requiredMessage(FIELDS.file.label))),
          },
        ]}
        extra="Cột A: số điện thoại hoặc tên đăng nhập; dòng 1 là tên các cột; tối đa 100.000 dòng."
      >
        <ExcelFileField />
      </Form.Item>
      {entry && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Lưu lại sau khi sửa nội dung hoặc đổi tệp để kiểm tra lại các dòng."
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={saving.isPending}
        data-testid="excel-save"
      >
        Lưu và kiểm tra
      </Button>
    </Form>
  );
}
