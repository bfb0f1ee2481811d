import { List, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@console/shared/dates';
import { ACTIONS } from '@console/shared/domain/permissions-catalog';
import type { Resource } from '@console/shared/resources/define-resource';
import { webKindOf } from '../lib/field-kinds';
import { HISTORY_PAGE, useResourceHistory, type HistoryEntry } from './api/resource-history';

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', approve: 'gold' };

/** a value of the history as its field shows it; an id (a type, a ward) by its name today, else its number */
function shown(resource: Resource, key: string, value: unknown, name?: string | null) {
  const field = resource.fields[key];
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">(trống)</Typography.Text>;
  if (name) return name;
  if (!field) return String(value);
  if (typeof value === 'number' && (field.kind === 'reference' || field.kind === 'ward')) return `#${value}`;
  return webKindOf(field).cell(field, key, { [key]: value });
}

function Changes({ resource, entry }: { resource: Resource; entry: HistoryEntry }) {
  const keys = Object.keys(entry.changes);
  if (!keys.length) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
      {keys.map((key) => (
        <li key={key}>
          <Typography.Text strong>
            {resource.fields[key]?.label ??
              (key === resource.children?.name ? `Danh sách ${resource.children.label}` : key)}
          </Typography.Text>
          : {entry.action !== 'create' && <>{shown(resource, key, entry.changes[key].before)} → </>}
          {entry.action === 'delete'
            ? null
            : shown(resource, key, entry.changes[key].after, entry.changes[key].after_name)}
        </li>
      ))}
    </ul>
  );
}

/** the row's writes, newest first: who did what and when, each changed field before → after */
export function ResourceHistory({ resource, id }: { resource: Resource; id: string }) {
  const [page, setPage] = useState(1);
  const history = useResourceHistory(resource.name, id, page, true);
  const entries = history.data?.data?.entries ?? [];
  const total = history.data?.data?.total ?? 0;
  return (
    <>
      <List<HistoryEntry>
        loading={history.isFetching}
        dataSource={entries}
        locale={{ emptyText: 'Chưa có thay đổi nào được ghi lại' }}
        data-testid="resource-history"
        renderItem={(entry) => (
          <List.Item key={entry.id} data-testid={`history-${entry.id}`}>
            <div style={{ width: '100%' }}>
              <Tag color={ACTION_COLORS[entry.action]}>
                {ACTIONS[entry.action as keyof typeof ACTIONS] ?? entry.action}
              </Tag>
              <Typography.Text>{entry.actor_name ?? entry.actor_username ?? 'Hệ thống'}</Typography.Text>
              <Typography.Text type="secondary"> · {formatDateTime(entry.created_at)}</Typography.Text>
              <Changes resource={resource} entry={entry} />
            </div>
          </List.Item>
        )}
      />
      {total > HISTORY_PAGE && (
        <Pagination current={page} pageSize={HISTORY_PAGE} total={total} onChange={setPage} showSizeChanger={false} />
      )}
    </>
  );
}
