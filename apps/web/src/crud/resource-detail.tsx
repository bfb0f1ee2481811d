import { EditOutlined } from '@ant-design/icons';
import { Descriptions, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { referenceNameKey } from '@console/shared/field-kinds/reference';
import type { ApprovalStatus } from '@console/shared/resources/approval';
import { titleField, type Resource } from '@console/shared/resources/define-resource';
import { webKindOf } from '../lib/field-kinds';
import { LinkButton } from '../lib/link-button';
import { PageSection } from '../lib/page-section';
import { useAppAbility } from '../lib/use-app-ability';
import { useResourceEntry } from './api/get-resource';
import type { ResourceRow } from './api/resource-keys';
import { ChildListPanel } from './children/child-list-panel';
import { listReturnPath } from './list-url-state';
import { resourcePaths } from './resource-paths';
import { ResourceHistory } from './resource-history';
import { ApprovalTag, ReviewActions } from './review-actions';

function Facts({ resource, entry }: { resource: Resource; entry: ResourceRow }) {
  const items = Object.entries(resource.fields).map(([key, field]) => {
    const kind = webKindOf(field);
    const value = entry[key];
    const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);
    // an empty field says so rather than leaving a blank row
    const children = empty ? (
      <Typography.Text type="secondary">(trống)</Typography.Text>
    ) : key === 'approval_status' ? (
      <ApprovalTag status={value} />
    ) : (
      (kind.detail ?? kind.cell)(field, key, entry)
    );
    return { key, label: field.label, children };
  });
  items.push(
    {
      key: 'created',
      label: 'Người tạo',
      children: `${entry.created_by_name ?? 'Hệ thống'} · ${formatDateTime(entry.created_at)}`,
    },
    {
      key: 'updated',
      label: 'Cập nhật lần cuối',
      children: `${entry.updated_by_name ?? 'Hệ thống'} · ${formatDateTime(entry.updated_at)}`,
    },
  );
  return (
    <Descriptions
      className="resource-facts"
      bordered
      column={1}
      size="small"
      items={items}
      data-testid="resource-facts"
    />
  );
}

/** one row: its fields as they read, who made and changed it, and the history of its writes; `below`: more of it
 *  under the tabs (a store's products) */
export function ResourceDetail({ resource, below }: { resource: Resource; below?: ReactNode }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const query = useResourceEntry(resource.name, id);
  const code = query.data?.code;
  // a view shows its own rows only: a supply's id under the machine services' detail is not found there
  const loaded = query.data?.data?.entry;
  const entry = loaded && resource.fixed && loaded[resource.fixed.field] !== resource.fixed.value ? undefined : loaded;

  useEffect(() => {
    if (code === 403) navigate('/admin/errors/403', { replace: true });
  }, [code, navigate]);

  // a row named by a reference (a ward's service) shows the target's name, not its id
  const titleKey = titleField(resource);
  const named = resource.fields[titleKey]?.kind === 'reference' ? referenceNameKey(titleKey) : titleKey;
  const title = entry ? String(entry[named] ?? '') || `Chi tiết ${resource.label}` : `Chi tiết ${resource.label}`;
  const back = <LinkButton to={listReturnPath(resource)}>Quay lại danh sách</LinkButton>;
  let content;
  if (query.isPending || code === 403) content = <Skeleton active />;
  else if (code !== SUCCESS_CODE || !entry)
    content = (
      <Result
        status="error"
        title={(loaded && !entry ? null : query.data?.message) || `Không tìm thấy ${resource.label}`}
        extra={back}
      />
    );
  else
    content = (
      <Tabs
        items={[
          { key: 'facts', label: 'Thông tin', children: <Facts resource={resource} entry={entry} /> },
          ...(resource.children
            ? [
                {
                  key: 'children',
                  label: `${resource.children.label.charAt(0).toLocaleUpperCase('vi')}${resource.children.label.slice(1)}`,
                  children: <ChildListPanel resource={resource} id={id} editable={false} />,
                },
              ]
            : []),
          { key: 'history', label: 'Lịch sử thay đổi', children: <ResourceHistory resource={resource} id={id} /> },
        ]}
      />
    );
  return (
    <PageSection
      title={title}
      extra={
        <Space wrap>
          {back}
          {entry && resource.approval && ability.can(resource.approval.action, resource.subject) && (
            <ReviewActions resource={resource} ids={[entry.id]} status={entry.approval_status as ApprovalStatus} />
          )}
          {entry && ability.can('update', resource.subject) && (
            <LinkButton
              to={resourcePaths(resource).edit(entry.id)}
              type="primary"
              icon={<EditOutlined />}
              data-testid="resource-detail-edit"
            >
              Sửa
            </LinkButton>
          )}
        </Space>
      }
    >
      {content}
      {entry && below}
    </PageSection>
  );
}
