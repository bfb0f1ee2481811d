import { ArrowLeftOutlined, DeleteOutlined, EyeInvisibleOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import { NEWS_STATUSES, NEWS_TITLE_MAX } from '@console/shared/domain/group-members';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { requiredMessage } from '@console/shared/validation/messages';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useResourceEntry } from '../../../crud/api/get-resource';
import { useListUrlState } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import type { ListColumn } from '../../../lib/list-columns';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { RichTextEditor } from '../../../lib/rich-text-editor';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useListResponse } from '../../../lib/use-list-response';
import {
  groupNewsPath,
  groupPaths,
  useDeleteNews,
  useGroupNews,
  useModerateNews,
  usePostNews,
  type NewsRow,
} from '../api/group-members';

const COLORS = { pending: 'gold', published: 'green', hidden: 'default' } as const;

/**
 * spec §2 group-information/{id}/list: a group's news — staff post an item (published at once, its members told),
 * publish a member's waiting item, hide or delete one
 */
export default function GroupNewsPage() {
  const { id = '' } = useParams();
  const groupId = Number(id);
  const ability = useAppAbility();
  const can = {
    post: ability.can('update', 'group'),
    moderate: ability.can('approve', 'group'),
    delete: ability.can('delete', 'group'),
  };
  const group = useResourceEntry<{ name: string }>('groups', id);
  const { page, filters, change, setPage } = useListUrlState({
    path: groupNewsPath(id),
    filters: { status: 'string' },
    sortable: [],
  });
  const status = filters.status as string | undefined;
  const news = useGroupNews(groupId, { page, length: DEFAULT_PAGE_LENGTH, status });
  const { total, entries } = useListResponse(news.data, page, setPage);
  const moderate = useModerateNews(groupId);
  const remove = useDeleteNews(groupId);
  const post = usePostNews(groupId);
  const [writing, setWriting] = useState(false);
  const [reading, setReading] = useState<NewsRow | null>(null);
  const [form] = Form.useForm<{ title: string; content: string }>();
  const name = group.data?.data?.entry?.name;

  const submit = async (values: { title: string; content: string }) => {
    if (await reportMutation(post.mutateAsync(values), { toast: true })) {
      setWriting(false);
      form.resetFields();
    }
  };

  const columns: ListColumn<NewsRow>[] = [
    {
      key: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      width: 360,
      render: (_v, row) => (
        <>
          <Typography.Link strong onClick={() => setReading(row)} data-testid={`news-read-${row.id}`}>
            {row.title}
          </Typography.Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.author_name, formatDateTime(row.created_at)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'published_at',
      title: 'Ngày đăng',
      mobile: 'fact',
      render: (_v, row) => (row.published_at ? formatDateTime(row.published_at) : ''),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      mobile: 'status',
      render: (_v, row) => (
        <Tag color={COLORS[row.status]}>{NEWS_STATUSES.find((s) => s.value === row.status)?.label}</Tag>
      ),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_v, row) => (
        <Space wrap size="small">
          {can.moderate && row.status !== 'published' && (
            <Button
              size="small"
              type="primary"
              icon={<SendOutlined />}
              loading={moderate.isPending && moderate.variables?.id === row.id}
              onClick={() =>
                void reportMutation(moderate.mutateAsync({ id: row.id, status: 'published' }), { toast: true })
              }
              data-testid={`news-publish-${row.id}`}
            >
              Đăng
            </Button>
          )}
          {can.moderate && row.status === 'published' && (
            <Button
              size="small"
              icon={<EyeInvisibleOutlined />}
              onClick={() =>
                void reportMutation(moderate.mutateAsync({ id: row.id, status: 'hidden' }), { toast: true })
              }
              data-testid={`news-hide-${row.id}`}
            >
              Ẩn
            </Button>
          )}
          {can.delete && (
            <Popconfirm
              title="Xoá tin này?"
              okText="Đồng ý!"
              cancelText="Không đồng ý!"
              okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
              onConfirm={() => void reportMutation(remove.mutateAsync(row.id), { toast: true })}
            >
              <Button size="small" danger icon={<DeleteOutlined />} data-testid={`news-delete-${row.id}`}>
                Xoá
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageSection
      title={name ? `Tin của nhóm ${name}` : 'Tin của nhóm'}
      extra={
        <Space wrap>
          <LinkButton to={groupPaths.group(id)} icon={<ArrowLeftOutlined />}>
            Về nhóm
          </LinkButton>
          {can.post && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setWriting(true)} data-testid="news-create">
              Đăng tin
            </Button>
          )}
        </Space>
      }
    >
      <Select
        allowClear
        placeholder="Trạng thái"
        value={status}
        options={NEWS_STATUSES.map(({ value, label }) => ({ value, label }))}
        onChange={(value) => change({ status: value ?? null })}
        style={{ width: 180, marginBottom: 12 }}
        data-testid="news-status-filter"
      />
      <PagedTable<NewsRow>
        response={news.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={news.isFetching}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        testId="group-news-table"
      />
      <Modal
        open={reading !== null}
        title={reading?.title}
        footer={null}
        width={720}
        onCancel={() => setReading(null)}
        destroyOnHidden
      >
        {/* stored sanitised (spec §5), shown as the rich-text fields of the other screens are */}
        <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }} />
      </Modal>
      <Modal
        open={writing}
        title="Đăng tin cho nhóm"
        okText="Đăng tin"
        cancelText="Hủy"
        width={720}
        okButtonProps={{ loading: post.isPending, 'data-testid': 'news-submit' }}
        onOk={() => form.submit()}
        onCancel={() => setWriting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Tin được đăng ngay và các thành viên của nhóm nhận thông báo.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="title"
            label="Tiêu đề"
            rules={[{ required: true, whitespace: true, message: requiredMessage('Tiêu đề') }]}
          >
            <Input maxLength={NEWS_TITLE_MAX} showCount data-testid="news-title" />
          </Form.Item>
          <Form.Item name="content" label="Nội dung" rules={[{ required: true, message: requiredMessage('Nội dung') }]}>
            <RichTextEditor />
          </Form.Item>
        </Form>
      </Modal>
    </PageSection>
  );
}
