import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_REPLY_TEMPLATE, SENTIMENT_RESULT_OPTIONS } from '@console/shared/domain/sentiments';
import { SENTIMENT_LABELS, ZCompleteBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { checkValues } from '../../../lib/forms/check-values';
import { showValidationError } from '../../../lib/result-helper';
import { RichTextEditor } from '../../../lib/rich-text-editor';
import { useLeaveSentimentForm } from '../api/leave-sentiment-form';
import { useCompleteSentiment } from '../api/complete-sentiment';
import { detailPath } from '../routes/sentiment-paths';
import { clearChangedErrors, confirmAndSend } from './confirm-and-send';
import {
  isUploading,
  REPLY_ATTACHMENTS_HINT,
  ReplyAttachments,
  uploadedPaths,
  type ReplyUploadFile,
} from './reply-attachments';

interface CompleteValues {
  result_sentiment?: number | null;
  content_reply?: string;
}

// the reply is not marked: a Form.Item error would also paint the editor toolbar's own select red; the dialog says it
const FIELDS = ['result_sentiment'] as const;
const L = SENTIMENT_LABELS;
const UPLOADING_MESSAGE = 'Vui lòng chờ tệp đính kèm tải lên xong';

/**
 * spec §2/§5 Complete: required 'Kết quả', the reply (the formal template until the officer writes it),
 * attachments; 'Hoàn thành' lands on the result, 'Hủy bỏ' goes back to the processing options.
 */
export function CompleteForm({ entry, version }: { entry: SentimentDetail; version: string | null }) {
  const [form] = Form.useForm<CompleteValues>();
  const navigate = useNavigate();
  const leave = useLeaveSentimentForm();
  const complete = useCompleteSentiment();
  const [files, setFiles] = useState<ReplyUploadFile[]>([]);

  const submit = async (values: CompleteValues) => {
    if (isUploading(files)) return showValidationError(UPLOADING_MESSAGE);
    const body = {
      result_sentiment: values.result_sentiment ?? undefined,
      content_reply: values.content_reply ?? '',
      media_result: uploadedPaths(files),
    };
    await confirmAndSend({
      form,
      fields: FIELDS,
      check: checkValues(ZCompleteBody, body),
      question: 'Hoàn thành phản ánh này?',
      send: (parsed) => complete.mutateAsync({ id: entry.id, body: parsed, version }),
      onSuccess: () => leave(entry.id, detailPath('result', entry.id)),
    });
  };

  return (
    <Form<CompleteValues>
      form={form}
      name="complete"
      layout="vertical"
      style={{ maxWidth: 820 }}
      initialValues={{ result_sentiment: null, content_reply: DEFAULT_REPLY_TEMPLATE }}
      onValuesChange={(changed) => clearChangedErrors(form, changed)}
      onFinish={submit}
      data-testid="complete-form"
    >
      <Form.Item name="result_sentiment" label={L.result_sentiment} required style={{ maxWidth: 300 }}>
        <Select
          allowClear
          placeholder="Chọn kết quả"
          options={SENTIMENT_RESULT_OPTIONS.map((option) => ({ ...option }))}
          data-testid="complete-result"
        />
      </Form.Item>
      <Form.Item
        name="content_reply"
        label={L.content_reply}
        required
        extra="Thay dòng chấm bằng nội dung trả lời người dân."
      >
        <RichTextEditor />
      </Form.Item>
      <Form.Item label={L.media_result} extra={REPLY_ATTACHMENTS_HINT}>
        <ReplyAttachments files={files} onChange={setFiles} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={complete.isPending} data-testid="complete-save">
          Hoàn thành
        </Button>
        <Button onClick={() => navigate(detailPath('processing', entry.id))} data-testid="complete-cancel">
          Hủy bỏ
        </Button>
      </Space>
    </Form>
  );
}
