import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import type { NotificationStatus } from '@console/shared/forms/notification';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { TitleStatusFilters } from '../../../lib/title-status-filters';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useListResponse } from '../../../lib/use-list-response';
import { canChooseWard } from '../../../lib/wards/ward-access';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/list-notifications';
import type { NotificationRow } from '../api/notification-keys';
import { useSendNotification } from '../api/send-notification';
import { buildNotificationColumns } from '../components/notification-columns';
import { STATUS_OPTIONS } from '../components/notification-status-tag';
import { notificationPaths } from '../components/notification-paths';

const URL_CONFIG: ListUrlConfig = { path: notificationPaths.list, filters: { status: 'string' }, sortable: [] };

/** spec §2 /admin/notifications: the general notifications of the officer's units, newest first */
export default function NotificationsListPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const { page, keyword, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const status = filters.status as NotificationStatus | undefined;
  const list = useNotifications({ page, length: DEFAULT_PAGE_LENGTH, keyword, status });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const deletion = useDeleteNotification();
  const sending = useSendNotification();

  const can = {
    create: ability.can('create', 'sys_notifications'),
    update: ability.can('update', 'sys_notifications'),
    delete: ability.can('delete', 'sys_notifications'),
  };

  // the popups answer with the server's own message ('Gửi thông báo thành công tới 12 người nhận', a refusal)
  const columns = buildNotificationColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    showWard: canChooseWard(ability, user),
    canUpdate: can.update,
    canDelete: can.delete,
    busy: {
      deleting: deletion.isPending ? (deletion.variables ?? null) : null,
      sending: sending.isPending ? (sending.variables ?? null) : null,
    },
    onDelete: (id) => void reportMutation(deletion.mutateAsync(id)),
    onSend: (row) => void reportMutation(sending.mutateAsync(row.id)),
  });

  return (
    <PageSection
      title="Danh sách thông báo"
      extra={
        can.create && (
          <LinkButton
            to={notificationPaths.create}
            type="primary"
            icon={<PlusOutlined />}
            data-testid="notification-create"
          >
            Thêm mới
          </LinkButton>
        )
      }
    >
      <TitleStatusFilters
        keyword={keyword}
        options={STATUS_OPTIONS}
        testIdPrefix="notification"
        status={filters.status}
        onSearch={(value) => change({ keyword: value })}
        onStatus={(value) => change({ status: value })}
      />
      <PagedTable<NotificationRow>
        response={list.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="notifications-table"
      />
    </PageSection>
  );
}
