import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_FIELDS, type NotificationBody } from '@console/shared/forms/notification';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { FieldItems } from '../../../lib/forms/field-items';
import { generateId } from '../../../lib/generate-id';
import { askConfirmation, showValidationError } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useCreateNotification } from '../api/create-notification';
import type { NotificationDetail } from '../api/notification-keys';
import { useSendNotification } from '../api/send-notification';
import { useUpdateNotification } from '../api/update-notification';
import {
  checkNotificationValues,
  CONTENT_FIELDS,
  initialNotificationValues,
  isRecipientField,
} from './notification-form-values';
import { notificationPaths } from './notification-paths';
import { RecipientFields } from './recipient-fields';
import { SchedulePicker } from './schedule-picker';

const SCHEDULE_HELP = 'Để trống: gửi ngay khi bấm Gửi. Giờ Việt Nam (UTC+7).';

/** the question before 'Lưu và gửi': what is sent cannot be changed or deleted any more */
const sendQuestion = (body: NotificationBody) =>
  body.scheduled_at
    ? 'Lưu và hẹn giờ gửi thông báo này?'
    : 'Lưu và gửi thông báo này ngay? Thông báo đã gửi không thể sửa hoặc xoá.';

/** the create and edit screens' form: the text, the recipients with their live count, an optional time */
export function NotificationForm({ entry }: { entry: NotificationDetail | null }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const ability = useAppAbility();
  // one key per opened form: a retried create (double click, flaky link) answers the draft already made
  const [idempotencyKey] = useState(() => generateId().replace(/-/g, ''));
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const send = useSendNotification();
  const busy = create.isPending || update.isPending || send.isPending;
  // sending is PATCH …/sent-status, which needs update
  const canSend = ability.can('update', 'sys_notifications');

  const clearErrors = (names: string[]) => {
    form.setFields(names.filter((name) => !isRecipientField(name)).map((name) => ({ name, errors: [] })));
    if (names.some(isRecipientField)) setRecipientError(null);
  };

  const save = async (andSend: boolean) => {
    clearErrors(Object.keys(NOTIFICATION_FIELDS));
    const check = checkNotificationValues(form.getFieldsValue(true));
    if (!check.ok) {
      if (isRecipientField(check.field)) setRecipientError(check.message);
      else form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    const body = check.data;
    if (andSend && !(await askConfirmation(sendQuestion(body)))) return;
    const saving = entry ? update.mutateAsync({ id: entry.id, body }) : create.mutateAsync({ body, idempotencyKey });
    if (!andSend) {
      await reportMutation(saving, { done: () => navigate(listReturnPath({ path: notificationPaths.list })) });
      return;
    }
    const saved = await unlessRefused(saving);
    if (!saved) return;
    const id = saved.data.entry.id;
    const sent = await reportMutation(send.mutateAsync(id), { done: () => navigate(notificationPaths.detail(id)) });
    // saved but not sent: the draft exists now, so the screen becomes its edit screen (saving again changes it)
    if (!sent && !entry) navigate(notificationPaths.edit(id), { replace: true });
  };

  return (
    <Form
      form={form}
      name="notification"
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={initialNotificationValues(entry)}
      onFinish={() => void save(false)}
      onValuesChange={(changed: Record<string, unknown>) => clearErrors(Object.keys(changed))}
      data-testid="notification-form"
    >
      <FieldItems fields={CONTENT_FIELDS} />
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>
        Người nhận
      </Divider>
      <RecipientFields form={form} error={recipientError} />
      <Form.Item name="scheduled_at" label={NOTIFICATION_FIELDS.scheduled_at.label} extra={SCHEDULE_HELP}>
        <SchedulePicker />
      </Form.Item>
      <Space wrap>
        <Button
          type={canSend ? 'default' : 'primary'}
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={busy && !send.isPending}
          data-testid="notification-save"
        >
          Lưu nháp
        </Button>
        {canSend && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy}
            onClick={() => void save(true)}
            data-testid="notification-save-send"
          >
            Lưu và gửi
          </Button>
        )}
        <Button
          onClick={() => navigate(listReturnPath({ path: notificationPaths.list }))}
          data-testid="notification-cancel"
        >
          Hủy
        </Button>
      </Space>
    </Form>
  );
}
