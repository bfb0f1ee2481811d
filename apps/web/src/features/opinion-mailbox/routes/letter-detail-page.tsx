import { ArrowLeftOutlined, DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { mailboxPaths, REPLY_FIELDS, ZReplyBody, type LetterKind } from '@console/shared/opinion-mailbox/letters';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { webKindOf } from '../../../lib/field-kinds';
import { checkValues, toFormValues, toSchemaInput } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { showValidationError } from '../../../lib/result-helper';
import { useAppAbility } from '../../../lib/use-app-ability';
import {
  useArchiveLetter,
  useDeleteLetter,
  useLetter,
  useLetterHistory,
  useReplyLetter,
  type LetterRow,
} from '../api/letters';
import { kindLabel, LetterStatusTag, senderOf } from '../components/letter-tags';

const HISTORY_ACTIONS: Record<string, string> = { reply: 'Trả lời', archive: 'Lưu trữ', delete: 'Xoá' };

/** the reply form: the rich text editor and files, checked with the server's own rules before sending */
function ReplyForm({ letter }: { letter: LetterRow }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const reply = useReplyLetter(letter.id);
  const submit = async (values: Record<string, unknown>) => {
    const check = checkValues(ZReplyBody, toSchemaInput(REPLY_FIELDS, values));
    if (!check.ok) return showValidationError(check.message);
    await reportMutation(reply.mutateAsync(check.data as never), { toast: true });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toFormValues(REPLY_FIELDS, { reply: letter.reply, reply_attachments: letter.reply_attachments })}
      onFinish={submit}
      data-testid="letter-reply-form"
    >
      <FieldItems fields={REPLY_FIELDS} />
      <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="letter-reply-submit">
        {letter.status === 'new' ? 'Gửi trả lời' : 'Cập nhật trả lời'}
      </Button>
    </Form>
  );
}

/**
 * A letter (spec §2 opinion-mailbox {kind} detail/{id} and detail-archive/{id}): what was written and by whom as far
 * as the mailbox knows, the answer (written here while the letter is in the mailbox), archiving once answered, and
 * the letter's history.
 */
export default function LetterDetailPage() {
  const { id = '', kind } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const can = {
    reply: ability.can('update', 'opinion_mailbox'),
    archive: ability.can('archive_menu', 'opinion_mailbox'),
    remove: ability.can('delete', 'opinion_mailbox'),
  };
  const query = useLetter(id);
  const history = useLetterHistory(id);
  const archive = useArchiveLetter(Number(id));
  const remove = useDeleteLetter(Number(id));
  const letter = query.data?.data?.entry;
  const back = kind ? mailboxPaths.list(kind as LetterKind) : mailboxPaths.archive;

  if (query.isPending)
    return (
      <PageSection title="Thư góp ý">
        <Skeleton active />
      </PageSection>
    );
  if (!letter)
    return (
      <PageSection title="Thư góp ý">
        <Result
          status="404"
          title={query.data?.message ?? 'Không tìm thấy thư góp ý'}
          extra={<LinkButton to={back}>Quay lại</LinkButton>}
        />
      </PageSection>
    );

  return (
    <PageSection
      title={letter.title}
      extra={
        <Space wrap>
          <LinkButton to={back} icon={<ArrowLeftOutlined />}>
            Quay lại
          </LinkButton>
          {can.archive && letter.status === 'replied' && (
            <Popconfirm
              title="Lưu trữ thư này?"
              okText="Đồng ý!"
              cancelText="Không đồng ý!"
              okButtonProps={{ 'data-testid': 'confirm-ok' }}
              cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
              onConfirm={() =>
                reportMutation(archive.mutateAsync(undefined), {
                  toast: true,
                }).then((done) => done && navigate(mailboxPaths.archivedDetail(letter.id), { replace: true }))
              }
            >
              <Button icon={<InboxOutlined />} loading={archive.isPending} data-testid="letter-archive">
                Lưu trữ
              </Button>
            </Popconfirm>
          )}
          {can.remove && (
            <Popconfirm
              title="Xoá thư góp ý này?"
              okText="Đồng ý!"
              cancelText="Không đồng ý!"
              okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
              cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
              onConfirm={() =>
                reportMutation(remove.mutateAsync(undefined), { toast: true }).then(
                  (done) => done && navigate(back, { replace: true }),
                )
              }
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="letter-delete">
                Xoá
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="letter-facts">
        <Descriptions.Item label="Hình thức">{kindLabel(letter.kind)}</Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <LetterStatusTag status={letter.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Người gửi">{senderOf(letter)}</Descriptions.Item>
        <Descriptions.Item label="Xã/phường">{letter.ward_name}</Descriptions.Item>
        <Descriptions.Item label="Ngày gửi">{formatDateTime(letter.created_at)}</Descriptions.Item>
        {letter.replied_at && (
          <Descriptions.Item label="Trả lời">
            {formatDateTime(letter.replied_at)} · {letter.replied_by_name}
          </Descriptions.Item>
        )}
      </Descriptions>
      {letter.kind === 'anonymous' && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message="Thư ẩn danh: hệ thống không lưu bất kỳ thông tin nào về người gửi. Người gửi xem trả lời bằng mã tra cứu của họ."
        />
      )}
      <Card size="small" title="Nội dung góp ý" style={{ marginTop: 16 }}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="letter-content">
          {letter.content}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="Trả lời" style={{ marginTop: 16 }} data-testid="letter-reply">
        {letter.status !== 'archived' && can.reply ? (
          <ReplyForm key={letter.replied_at ?? 'new'} letter={letter} />
        ) : letter.reply ? (
          <>
            {/* stored sanitised (spec §5), shown as the rich-text fields of the other screens are */}
            <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: letter.reply }} />
            {webKindOf(REPLY_FIELDS.reply_attachments).detail?.(REPLY_FIELDS.reply_attachments, 'reply_attachments', {
              ...letter,
            })}
          </>
        ) : (
          <Typography.Text type="secondary">Chưa có trả lời.</Typography.Text>
        )}
      </Card>
      <Card size="small" title="Lịch sử" style={{ marginTop: 16 }}>
        <Timeline
          items={[
            ...(history.data?.data?.entries ?? []).map((row) => ({
              key: row.id,
              children: `${formatDateTime(row.created_at)} — ${HISTORY_ACTIONS[row.action] ?? row.action} (${row.actor_name ?? row.actor_username ?? ''})`,
            })),
            { key: 'sent', children: `${formatDateTime(letter.created_at)} — Gửi thư` },
          ]}
        />
      </Card>
    </PageSection>
  );
}
