import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useListResponse } from '../../../lib/use-list-response';
import { useIsPhone } from '../../../lib/use-viewport';
import { canChooseWard, pinnedWard } from '../../../lib/wards/ward-access';
import { appUserPaths, type AppUserRow } from '../api/app-user-keys';
import { useApproveAppUser } from '../api/approve-app-user';
import { useAppUsers } from '../api/list-app-users';
import { useLockAppUser } from '../api/lock-app-user';
import { APP_USER_SORTABLE, buildAppUserColumns } from '../components/app-user-columns';
import { APP_USER_FILTERS, AppUserFilters } from '../components/app-user-filters';

const URL_CONFIG: ListUrlConfig = { path: appUserPaths.list, filters: APP_USER_FILTERS, sortable: APP_USER_SORTABLE };

/** issue 19: the residents' accounts of the caller's units, with their verification (spec §3 acc_status) */
export default function AppUsersListPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const { page, keyword, sort, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const list = useAppUsers({
    page,
    length: DEFAULT_PAGE_LENGTH,
    keyword,
    sort: sort?.field,
    order: sort?.order,
    filters,
  });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const approve = useApproveAppUser();
  const lock = useLockAppUser();

  const can = { create: ability.can('create', 'users'), update: ability.can('update', 'users') };
  const showWardFilter = canChooseWard(ability, user);
  const wardId = showWardFilter ? ((filters.ward_id as number | undefined) ?? null) : (pinnedWard(user)?.id ?? null);

  const columns = buildAppUserColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    phone: useIsPhone(),
    sort,
    canUpdate: can.update,
    busy: {
      approving: approve.isPending ? (approve.variables ?? null) : null,
      locking: lock.isPending ? (lock.variables?.id ?? null) : null,
    },
    // the answer (success, or the identity still incomplete) in the result popup
    onApprove: (row: AppUserRow) => reportMutation(approve.mutateAsync(row.id)),
    onLock: (row: AppUserRow, locked: boolean) =>
      reportMutation(lock.mutateAsync({ id: row.id, locked }), { toast: true }),
  });

  return (
    <PageSection
      title="Tài khoản người dân"
      extra={
        can.create && (
          <LinkButton to={appUserPaths.create} type="primary" icon={<PlusOutlined />} data-testid="app-user-create">
            Thêm mới
          </LinkButton>
        )
      }
    >
      <AppUserFilters
        showWardFilter={showWardFilter}
        wardId={wardId}
        showVillageFilter={ability.can('list', 'villages')}
        filters={filters}
        keyword={keyword}
        onSearch={(value) => change({ keyword: value })}
        onFilter={(changes) => change(changes)}
        onClear={() => change(Object.fromEntries(Object.keys(APP_USER_FILTERS).map((key) => [key, null])))}
      />
      <PagedTable<AppUserRow>
        response={list.data}
        size="middle"
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="app-users-table"
      />
    </PageSection>
  );
}
