import { Button, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { formatDateTime, SENTINEL_DATE_ISO } from '@console/shared/dates';
import {
  deadlineChange,
  deadlineRefusal,
  isPastDeadline,
  sameDeadline,
  SENTIMENT_STATUS,
} from '@console/shared/domain/sentiments';
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
  extension_reason?: string;
  content_update?: string;
}

const FIELDS = ['title', 'category_id', 'content', 'time_finish', 'extension_reason', 'content_update'] as const;
const L = SENTIMENT_LABELS;

/**
 * The deadline to send: the stored one when the picker still shows it (the picker keeps minutes only, and a past
 * deadline left as it is must stay exactly as stored), else what was picked (null: none).
 */
function deadlineToSend(entry: SentimentDetail, picked: Dayjs | null | undefined): string | null {
  const instant = pickerToInstant(picked);
  return sameDeadline(instant, entry.time_finish) ? entry.time_finish : instant;
}

/**
 * spec §2/§5 Update: title, field (category; not for the village role), content, deadline (optional: empty sends the
 * sentinel date), update note. The start stays as received. Issue 10: the deadline shows the current one and may stay
 * as it is even when past (an overdue item takes progress notes); changing or removing it is an extension (gia hạn),
 * so a required 'Lý do gia hạn' appears; an overdue item's deadline cannot be removed (no clear button, and the
 * shared rule refuses it).
 */
export function UpdateForm({ entry, version }: { entry: SentimentDetail; version: string | null }) {
  const [form] = Form.useForm<UpdateValues>();
  const navigate = useNavigate();
  const leave = useLeaveSentimentForm();
  const update = useUpdateSentiment();
  const categories = useSentimentCategories();
  const isVillageRole = useIsVillageRole();
  const optionsPath = detailPath(modeForStatus(entry.status, entry.received_at !== null), entry.id);
  const overdue = entry.status === SENTIMENT_STATUS.OVERDUE || isPastDeadline(entry.time_finish);
  const pickedDeadline = Form.useWatch('time_finish', form);
  const newDeadline = deadlineToSend(entry, pickedDeadline);
  const extending = deadlineChange(entry.time_finish, newDeadline) === 'extend';

  const categoryOptions = (categories.data?.data?.entries ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  if (!categoryOptions.some((option) => option.value === entry.category_id)) {
    categoryOptions.unshift({ value: entry.category_id, label: entry.category_name });
  }

  const submit = async (values: UpdateValues) => {
    const timeFinish = deadlineToSend(entry, values.time_finish);
    const isExtension = deadlineChange(entry.time_finish, timeFinish) === 'extend';
    const body = {
      title: values.title ?? '',
      content: values.content ?? '',
      category_id: isVillageRole ? entry.category_id : values.category_id,
      time_start: entry.time_start,
      content_update: values.content_update ?? '',
      time_finish: timeFinish ?? SENTINEL_DATE_ISO,
      // only an extension carries a reason
      ...(isExtension ? { extension_reason: values.extension_reason ?? '' } : {}),
    };
    const refused = deadlineRefusal({
      status: entry.status,
      before: entry.time_finish,
      after: timeFinish,
      reason: values.extension_reason,
    });
    const check =
      pastDateCheck([{ field: 'time_finish', value: timeFinish, before: entry.time_finish }]) ??
      (refused ? { ok: false as const, ...refused } : null) ??
      checkValues(ZUpdateBody, body);
    await confirmAndSend({
      form,
      fields: FIELDS,
      check,
      question: 'Cập nhật phản ánh này?',
      // the schema reads the sentinel as "none"; the API is sent the sentinel itself (spec §5)
      send: (parsed) =>
        update.mutateAsync({
          id: entry.id,
          body: { ...parsed, time_finish: parsed.time_finish ?? SENTINEL_DATE_ISO },
          version,
        }),
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
        <Input.TextArea
          maxLength={5_000}
          autoSize={{ minRows: 3, maxRows: 10 }}
          showCount
          data-testid="update-content"
        />
      </Form.Item>
      <Form.Item
        name="time_finish"
        label={L.time_finish}
        style={{ maxWidth: 420 }}
        extra={<span data-testid="update-deadline-help">{deadlineHelp(entry, overdue)}</span>}
      >
        <SentimentDateTimePicker allowClear={!overdue} data-testid="update-time-finish" />
      </Form.Item>
      {extending && (
        <Form.Item
          name="extension_reason"
          label={L.extension_reason}
          required
          extra={
            <span data-testid="update-extension-summary">
              Gia hạn xử lý: {formatDateTime(entry.time_finish)} → {formatDateTime(newDeadline) || 'không có hạn'}
            </span>
          }
        >
          <Input.TextArea
            maxLength={1_000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            showCount
            placeholder="Vì sao cần thêm thời gian xử lý"
            data-testid="update-extension-reason"
          />
        </Form.Item>
      )}
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

/** what the deadline field says under it: keep or extend an overdue item's deadline; changing one is an extension */
function deadlineHelp(entry: SentimentDetail, overdue: boolean): string {
  if (overdue)
    return 'Phản ánh đã quá hạn: giữ nguyên hạn xử lý để cập nhật tiến độ, hoặc chọn hạn mới để gia hạn (cần lý do).';
  if (entry.time_finish) return 'Đổi hoặc bỏ hạn xử lý là gia hạn xử lý: cần nhập lý do.';
  return 'Để trống nếu chưa có hạn xử lý';
}
