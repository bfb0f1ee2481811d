import { Button, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { SENTIMENT_LABELS, ZReceiveForm } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { checkValues } from '../../../lib/forms/check-values';
import { useLeaveSentimentForm } from '../api/leave-sentiment-form';
import { useReceiveSentiment } from '../api/receive-sentiment';
import { detailPath } from '../routes/sentiment-paths';
import { clearChangedErrors, confirmAndSend, pastDateCheck } from './confirm-and-send';
import { instantToPicker, nowInVietnamPicker, pickerToInstant } from './sentiment-dates';
import { SentimentDateTimePicker } from './sentiment-date-time-picker';
import { useIsVillageRole } from './use-village-role';

interface ReceiveValues {
  title?: string;
  active?: boolean | null;
  time_start?: Dayjs | null;
  time_finish?: Dayjs | null;
}

const FIELDS = ['title', 'active', 'time_start', 'time_finish'] as const;
const L = SENTIMENT_LABELS;
export const CONFIDENTIALITY_OPTIONS = [
  { value: true, label: 'Công khai' },
  { value: false, label: 'Không công khai' },
];

/**
 * spec §2/§5 Receive: title, confidentiality, start date-time and deadline. The confidentiality cannot be chosen
 * when the item is not public, and the village role does not see it (the item keeps its flag).
 */
export function ReceiveForm({ entry, version }: { entry: SentimentDetail; version: string | null }) {
  const [form] = Form.useForm<ReceiveValues>();
  const navigate = useNavigate();
  const leave = useLeaveSentimentForm();
  const receive = useReceiveSentiment();
  const isVillageRole = useIsVillageRole();
  const back = () => navigate(detailPath('waiting-processing', entry.id));

  const submit = async (values: ReceiveValues) => {
    const body = {
      title: values.title ?? '',
      active: isVillageRole ? entry.active : values.active,
      time_start: pickerToInstant(values.time_start),
      time_finish: pickerToInstant(values.time_finish),
    };
    const check =
      pastDateCheck([
        { field: 'time_start', value: body.time_start, before: entry.time_start },
        { field: 'time_finish', value: body.time_finish, before: entry.time_finish },
      ]) ?? checkValues(ZReceiveForm, body);
    await confirmAndSend({
      form,
      fields: FIELDS,
      check,
      question: 'Tiếp nhận phản ánh này?',
      send: (parsed) => receive.mutateAsync({ id: entry.id, body: parsed, version }),
      onSuccess: () => leave(entry.id, detailPath('processing', entry.id)),
    });
  };

  return (
    <Form<ReceiveValues>
      form={form}
      name="receive"
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        title: entry.title,
        active: entry.active,
        time_start: nowInVietnamPicker(),
        time_finish: instantToPicker(entry.time_finish),
      }}
      onValuesChange={(changed) => clearChangedErrors(form, changed)}
      onFinish={submit}
      data-testid="receive-form"
    >
      <Form.Item name="title" label={L.title} required>
        <Input maxLength={255} data-testid="receive-title" />
      </Form.Item>
      {!isVillageRole && (
        <Form.Item
          name="active"
          label={L.active}
          required
          extra={entry.active ? undefined : 'Phản ánh không công khai: không thể đổi quyền bảo mật khi tiếp nhận.'}
        >
          <Select
            allowClear
            disabled={!entry.active}
            placeholder="Chọn quyền bảo mật"
            options={CONFIDENTIALITY_OPTIONS}
            data-testid="receive-active"
          />
        </Form.Item>
      )}
      <Space size={16} wrap style={{ display: 'flex' }}>
        <Form.Item name="time_start" label={L.time_start} required style={{ minWidth: 260 }}>
          <SentimentDateTimePicker data-testid="receive-time-start" />
        </Form.Item>
        <Form.Item name="time_finish" label={L.time_finish} required style={{ minWidth: 260 }}>
          <SentimentDateTimePicker data-testid="receive-time-finish" />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={receive.isPending} data-testid="receive-save">
          Lưu
        </Button>
        <Button onClick={back} data-testid="receive-cancel">
          Hủy
        </Button>
      </Space>
    </Form>
  );
}
