import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '@console/shared/api-types';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { notify } from '../../../lib/notify';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { showResult } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { canChooseWard } from '../../../lib/wards/ward-access';
import { useChangeUserStatus } from '../api/change-user-status';
import { useDeleteUser } from '../api/delete-user';
import { useGrantableRoles } from '../api/list-grantable-roles';
import { useUsers } from '../api/list-users';
import { useResetUserPassword } from '../api/reset-user-password';
import type { UserRow } from '../api/user-keys';
import { PasswordModal, type ShownPassword } from '../../../lib/password-modal';
import { buildUserColumns, USER_SORTABLE } from '../components/user-columns';
import { USER_FILTERS, UserFilters } from '../components/user-filters';
import { UsersListToolbar } from '../components/users-list-toolbar';
import { USERS_PATH } from './users-path';
import { useListResponse } from '../../../lib/use-list-response';
import { FORBIDDEN_PATH } from '../../../app/route-guard';

const URL_CONFIG: ListUrlConfig = { path: USERS_PATH, filters: USER_FILTERS, sortable: USER_SORTABLE };

export default function UsersListPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { page, keyword, sort, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);

  const list = useUsers({ page, length: DEFAULT_PAGE_LENGTH, keyword, sort: sort?.field, order: sort?.order, filters });
  const status = useChangeUserStatus();
  const reset = useResetUserPassword();
  const deletion = useDeleteUser();

  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  const can = {
    create: ability.can('create', 'users'),
    update: ability.can('update', 'users'),
    delete: ability.can('delete', 'users'),
    import: ability.can('import', 'users'),
    list: ability.can('list', 'users'),
  };
  // rows of roles the caller may not give (a district officer seen by a ward admin) offer no changes
  const grantable = useGrantableRoles(can.create);
  const grantableIds =
    grantable.data?.code === SUCCESS_CODE ? new Set(grantable.data.data.entries.map((role) => role.id)) : null;

  /** spec §8: a 403 on delete or password reset leads to the forbidden page, the reason in a notice */
  const forbidden = (result: Envelope<unknown>) => {
    if (result.code !== 403) return false;
    if (result.message) notify.error(result.message);
    navigate(FORBIDDEN_PATH);
    return true;
  };

  // the confirmations stay open, their button spinning, until the answer is in: handlers answer the promise
  const onDelete = (id: number) => reportMutation(deletion.mutateAsync(id), { refused: forbidden });

  const onResetPassword = async (id: number) => {
    const result = await unlessRefused(reset.mutateAsync(id), forbidden);
    if (!result) return;
    if (!result.data?.password) return showResult(result);
    const username = entries.find((row) => row.id === id)?.username ?? '';
    setShownPassword({ username, password: result.data.password, message: result.message });
  };

  const onToggle = (row: UserRow, active: boolean) =>
    reportMutation(status.mutateAsync({ id: row.id, isActive: active }), { toast: true });

  const columns = buildUserColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    sort,
    selfId: user?.id ?? null,
    manageable: (row) => !grantableIds || grantableIds.has(row.role_id),
    canUpdate: can.update,
    canDelete: can.delete,
    busy: {
      toggling: status.isPending ? (status.variables?.id ?? null) : null,
      resetting: reset.isPending ? (reset.variables ?? null) : null,
      deleting: deletion.isPending ? (deletion.variables ?? null) : null,
    },
    onToggle,
    onResetPassword,
    onDelete,
  });

  return (
    <PageSection
      title="Danh sách người dùng"
      extra={
        <UsersListToolbar
          canCreate={can.create}
          canImport={can.import}
          canExport={can.list}
          exportQuery={{ keyword, sort: sort?.field, order: sort?.order, ...filters }}
        />
      }
    >
      <UserFilters
        canCreate={can.create}
        showWardFilter={canChooseWard(ability, user)}
        filters={filters}
        keyword={keyword}
        onSearch={(value) => change({ keyword: value })}
        onFilter={(field, value) => change({ [field]: value })}
        onClear={() => change(Object.fromEntries(Object.keys(USER_FILTERS).map((key) => [key, null])))}
      />
      <PagedTable<UserRow>
        response={response}
        size="middle"
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="users-table"
      />
      <PasswordModal shown={shownPassword} onClose={() => setShownPassword(null)} />
    </PageSection>
  );
}
