import { Button, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { SENTINEL_DATE_ISO } from '@console/shared/dates';
import { SENTIMENT_LABELS, ZUpdateBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { checkValues } from '../../../lib/forms/check-values';
import { useLeaveSentimentForm } from '../api/leave-sentiment-form';
import { useSentimentCategories } from '../api/list-sentiment-categories';
import { useUpdateSentiment } from '../api/update-sentiment';
import { detailPath, modeForStatus } from '../routes/sentiment-paths';
import { clearChangedErrors, confirmAndSend, pastDateCheck } from './confirm-and-send';
import { instantToPicker, pickerToInstant } from './sentiment-dates';
import { SentimentDateTimePicker } from './sentiment-date-time-picker';
import { useIsVillageRole } from './use-village-role';

interface UpdateValues {
  title?: string;
  category_id?: number | null;
  content?: string;
  time_finish?: Dayjs | null;
  content_update?: string;
}

const FIELDS = ['title', 'category_id', 'content', 'time_finish', 'content_update'] as const;
const L = SENTIMENT_LABELS;

/**
 * spec §2/§5 Update: title, field (category; not for the village role), content, deadline (optional: empty sends the
 * sentinel date), update note. The start stays as received.
 */
export function UpdateForm({ entry, version }: { entry: SentimentDetail; version: string | null }) {
  const [form] = Form.useForm<UpdateValues>();
  const navigate = useNavigate();
  const leave = useLeaveSentimentForm();
  const update = useUpdateSentiment();
  const categories = useSentimentCategories();
  const isVillageRole = useIsVillageRole();
  const optionsPath = detailPath(modeForStatus(entry.status, entry.received_at !== null), entry.id);

  const categoryOptions = (categories.data?.data?.entries ?? []).map((category) => ({ value: category.id, label: category.name }));
  if (!categoryOptions.some((option) => option.value === entry.category_id)) {
    categoryOptions.unshift({ value: entry.category_id, label: entry.category_name });
  }

  const submit = async (values: UpdateValues) => {
    const body = {
      title: values.title ?? '',
      content: values.content ?? '',
      category_id: isVillageRole ? entry.category_id : values.category_id,
      time_start: entry.time_start,
      content_update: values.content_update ?? '',
      time_finish: pickerToInstant(values.time_finish) ?? SENTINEL_DATE_ISO,
    };
    const check =
      pastDateCheck([{ field: 'time_finish', value: pickerToInstant(values.time_finish), before: entry.time_finish }]) ??
      checkValues(ZUpdateBody, body);
    await confirmAndSend({
      form,
      fields: FIELDS,
      check,
      question: 'Cập nhật phản ánh này?',
      // the schema reads the sentinel as "none"; the API is sent the sentinel itself (spec §5)
      send: (parsed) =>
        update.mutateAsync({ id: entry.id, body: { ...parsed, time_finish: parsed.time_finish ?? SENTINEL_DATE_ISO }, version }),
      onSuccess: () => leave(entry.id, optionsPath),
    });
  };

  return (
    <Form<UpdateValues>
      form={form}
      name="update"
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        title: entry.title,
        category_id: entry.category_id,
        content: entry.content,
        time_finish: instantToPicker(entry.time_finish),
        content_update: '',
      }}
      onValuesChange={(changed) => clearChangedErrors(form, changed)}
      onFinish={submit}
      data-testid="update-form"
    >
      <Form.Item name="title" label={L.title} required>
        <Input maxLength={255} data-testid="update-title" />
      </Form.Item>
      {!isVillageRole && (
        <Form.Item name="category_id" label={L.category_id} required>
          <Select
            allowClear
            placeholder="Chọn lĩnh vực"
            options={categoryOptions}
            loading={categories.isFetching}
            data-testid="update-category"
          />
        </Form.Item>
      )}
      <Form.Item name="content" label={L.content} required>
        <Input.TextArea maxLength={5_000} autoSize={{ minRows: 3, maxRows: 10 }} showCount data-testid="update-content" />
      </Form.Item>
      <Form.Item name="time_finish" label={L.time_finish} style={{ maxWidth: 300 }} extra="Để trống nếu chưa có hạn xử lý">
        <SentimentDateTimePicker allowClear data-testid="update-time-finish" />
      </Form.Item>
      <Form.Item name="content_update" label={L.content_update} required>
        <Input.TextArea
          maxLength={5_000}
          autoSize={{ minRows: 3, maxRows: 8 }}
          showCount
          placeholder="Ghi chú nội dung cập nhật"
          data-testid="update-note"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="update-save">
          Lưu
        </Button>
        <Button onClick={() => navigate(optionsPath)} data-testid="update-cancel">
          Hủy
        </Button>
      </Space>
    </Form>
  );
}
