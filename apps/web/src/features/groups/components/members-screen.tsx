import { DeleteOutlined } from '@ant-design/icons';
import {
  MEMBER_ROLES,
  MEMBER_STATUSES,
  type MemberRole,
  type MemberStatus,
} from '@console/shared/domain/group-members';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { Button, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ReviewButtons } from '../../../crud/review-actions';
import { useListUrlState } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useListResponse } from '../../../lib/use-list-response';
import { useDecideRequests, useMembers, useRemoveMembers, useSetRole, type MemberRow } from '../api/group-members';
import { MemberTable } from './member-table';

interface MembersScreenProps {
  title: string;
  /** the screen's own path (the list's URL state is kept per path) */
  path: string;
  /** every member and request, or the queue of requests */
  scope: 'all' | 'pending';
  /** one group's members (its role picker and 'Xoá khỏi nhóm'); several groups' otherwise */
  groupId?: number;
  extra?: ReactNode;
  testId: string;
}

const URL_FILTERS = { status: 'string' } as const;

/**
 * The members and requests screens (spec §2 group-managements {id}/members/list, group-members list and
 * list-approve): a searchable page of them, a state filter, the selection's approve / refuse (with the reason the
 * resident reads) and, for one group, the role picker and the removal of the selected members
 */
export function MembersScreen({ title, path, scope, groupId, extra, testId }: MembersScreenProps) {
  const ability = useAppAbility();
  const can = { approve: ability.can('approve', 'group'), update: ability.can('update', 'group') };
  const { page, keyword, filters, change, setPage } = useListUrlState({ path, filters: URL_FILTERS, sortable: [] });
  const status = (scope === 'pending' ? 'pending' : filters.status) as MemberStatus | undefined;
  const list = useMembers(scope, {
    page,
    length: DEFAULT_PAGE_LENGTH,
    keyword: keyword || undefined,
    status,
    group_id: groupId,
  });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const [selected, setSelected] = useState<number[]>([]);
  const decide = useDecideRequests();
  const remove = useRemoveMembers(groupId ?? 0);
  const setRole = useSetRole(groupId ?? 0);
  const chosen = entries.filter((row) => selected.includes(row.id));
  const pendingChosen = chosen.filter((row) => row.status === 'pending').map((row) => row.id);
  const selectable = (scope === 'pending' && can.approve) || (groupId !== undefined && (can.update || can.approve));

  const roleCell = (row: MemberRow) =>
    groupId !== undefined && can.update ? (
      <Select<MemberRole>
        size="small"
        value={row.role}
        options={MEMBER_ROLES.map(({ value, label }) => ({ value, label }))}
        style={{ minWidth: 130 }}
        loading={setRole.isPending && setRole.variables?.memberId === row.id}
        onChange={(role) => void reportMutation(setRole.mutateAsync({ memberId: row.id, role }), { toast: true })}
        data-testid={`member-role-${row.id}`}
      />
    ) : undefined;

  return (
    <PageSection title={title} extra={extra}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder="Tìm theo họ tên, tài khoản, số điện thoại"
          onSearch={(value) => change({ keyword: value })}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="member-search"
        />
        {scope === 'all' && (
          <Select<MemberStatus>
            allowClear
            placeholder="Trạng thái"
            value={status}
            options={MEMBER_STATUSES.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => change({ status: value ?? null })}
            style={{ width: 160 }}
            data-testid="member-status-filter"
          />
        )}
      </Space>
      {selected.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="member-bulk-bar">
          <Typography.Text>Đã chọn {selected.length}</Typography.Text>
          {can.approve && pendingChosen.length > 0 && (
            <ReviewButtons
              what="yêu cầu tham gia"
              ids={pendingChosen}
              bulk
              review={decide}
              onDone={() => setSelected([])}
            />
          )}
          {groupId !== undefined && can.update && (
            <Popconfirm
              title={`Xoá ${selected.length} người đã chọn khỏi nhóm?`}
              okText="Đồng ý!"
              cancelText="Không đồng ý!"
              okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
              onConfirm={async () => {
                if (await reportMutation(remove.mutateAsync(selected), { toast: true })) setSelected([]);
              }}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="members-remove">
                Xoá khỏi nhóm
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <MemberTable
        rows={entries}
        total={total}
        page={page}
        response={list.data}
        loading={list.isFetching}
        onPage={setPage}
        testId={testId}
        showGroup={groupId === undefined}
        role={roleCell}
        actions={(row) =>
          row.status === 'pending' &&
          can.approve && (
            <ReviewButtons what="yêu cầu tham gia" ids={[row.id]} status="waiting" size="small" review={decide} />
          )
        }
        selected={selectable ? selected : undefined}
        onSelect={selectable ? setSelected : undefined}
      />
    </PageSection>
  );
}
