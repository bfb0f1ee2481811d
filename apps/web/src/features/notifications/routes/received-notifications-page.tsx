import { CheckOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import type { NotificationType } from '@console/shared/forms/notification';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { RECEIVED_NOTIFICATIONS_PATH } from '../../../lib/route-paths';
import { useListResponse } from '../../../lib/use-list-response';
import { useUnreadNoticeCount } from '../../notices/api/get-unread-notice-count';
import { useReceivedList } from '../api/list-received';
import { useMarkAllRead } from '../api/mark-all-read';
import type { InboxRow } from '../api/notification-keys';
import { buildInboxColumns, inboxRowClass } from '../components/inbox-columns';
import { InboxTabs } from '../components/inbox-tabs';
import { PushSwitch } from '../components/push-switch';
import { ReceivedDrawer } from '../components/received-drawer';
import '../components/inbox.css';

// the tab, the unread switch and the open notification live in the URL: a link can open one (?open=12)
const URL_CONFIG: ListUrlConfig = {
  path: RECEIVED_NOTIFICATIONS_PATH,
  filters: { type: 'string', unread: 'string', open: 'number' },
  sortable: [],
};

/** spec §2 /admin/notifications/received-notifications: what reached the officer, by kind, unread first in sight */
export default function ReceivedNotificationsPage() {
  const { page, keyword, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const type: NotificationType = filters.type === 'individual' ? 'individual' : 'general';
  const unreadOnly = filters.unread === 'true';
  const openId = typeof filters.open === 'number' ? filters.open : null;
  const list = useReceivedList({
    page,
    length: DEFAULT_PAGE_LENGTH,
    type,
    unread: unreadOnly || undefined,
    keyword,
  });
  const { total, entries } = useListResponse(list.data, page, setPage);
  // the bell's query: one request, the tabs and the badge show the same counts
  const counts = useUnreadNoticeCount();
  const unread = counts.data?.code === SUCCESS_CODE ? counts.data.data : null;
  const markAll = useMarkAllRead();

  // opening keeps the page the reader is on (any other change starts the list again from page 1)
  const open = (row: InboxRow | null) => change({ open: row?.id ?? null, page: page > 1 ? page : null });

  return (
    <PageSection
      title="Thông báo đã nhận"
      extra={
        <Space wrap size={12}>
          <PushSwitch />
          <Button
            icon={<CheckOutlined />}
            disabled={!unread?.[type]}
            loading={markAll.isPending}
            onClick={() => void reportMutation(markAll.mutateAsync(type), { toast: true })}
            data-testid="inbox-mark-all"
          >
            Đánh dấu tất cả đã đọc
          </Button>
        </Space>
      }
    >
      <InboxTabs type={type} unread={unread} onChange={(next) => change({ type: next === 'general' ? null : next })} />
      <FilterBar
        search={
          <KeywordSearch
            keyword={keyword}
            placeholder="Tìm theo tiêu đề"
            onSearch={(value) => change({ keyword: value })}
            testId="inbox-search"
          />
        }
        activeCount={countActiveFilters([unreadOnly ? 'true' : null])}
        onClear={() => change({ unread: null })}
      >
        <Checkbox
          checked={unreadOnly}
          onChange={(event) => change({ unread: event.target.checked ? 'true' : null })}
          data-testid="inbox-unread-only"
        >
          Chỉ hiện thông báo chưa đọc
        </Checkbox>
      </FilterBar>
      <PagedTable<InboxRow>
        response={list.data}
        columns={buildInboxColumns((page - 1) * DEFAULT_PAGE_LENGTH, open)}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        rowClassName={inboxRowClass}
        onRow={(row) => ({ onClick: () => open(row) })}
        locale={{ emptyText: unreadOnly ? 'Không có thông báo chưa đọc' : 'Chưa có thông báo nào' }}
        testId="inbox-table"
      />
      <ReceivedDrawer id={openId} onClose={() => open(null)} />
    </PageSection>
  );
}
