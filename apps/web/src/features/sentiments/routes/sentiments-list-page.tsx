import { FieldTimeOutlined, InboxOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { canChooseWard, pinnedWard } from '../../../lib/wards/ward-access';
import { useSentimentStatusCounts } from '../api/get-sentiment-status-counts';
import { useSentiments } from '../api/list-sentiments';
import { buildSentimentColumns, SENTIMENT_SORTABLE } from '../components/sentiment-columns';
import { SENTIMENT_FILTERS, SentimentFilters } from '../components/sentiment-filters';
import { SentimentStatusTabs } from '../components/sentiment-status-tabs';
import { SentimentTable } from '../components/sentiment-table';
import { ARCHIVED_SENTIMENTS_PATH, SENTIMENT_CATEGORIES_PATH, SENTIMENTS_PATH } from './sentiment-paths';
import { useListResponse } from '../../../lib/use-list-response';

const URL_CONFIG: ListUrlConfig = { path: SENTIMENTS_PATH, filters: SENTIMENT_FILTERS, sortable: SENTIMENT_SORTABLE };

export default function SentimentsListPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const { page, keyword, sort, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const { status = null, ...otherFilters } = filters;
  const countFilters = { keyword, ...otherFilters };

  const list = useSentiments({
    page,
    length: DEFAULT_PAGE_LENGTH,
    keyword,
    sort: sort?.field,
    order: sort?.order,
    filters,
  });
  const counts = useSentimentStatusCounts(countFilters);

  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  const showWardFilter = canChooseWard(ability, user);
  const ownWard = pinnedWard(user)?.id ?? null;
  const villageWardId = ability.can('list', 'villages')
    ? (ownWard ?? ((filters.ward_id as number | undefined) || null))
    : null;

  return (
    <PageSection
      title="Danh sách phản ánh"
      extra={
        <Space wrap>
          <LinkButton
            to={SENTIMENT_CATEGORIES_PATH}
            icon={<FieldTimeOutlined />}
            data-testid="sentiment-categories-link"
          >
            Thời hạn xử lý theo lĩnh vực
          </LinkButton>
          {ability.can('archive_menu', 'sentiments') && (
            <LinkButton to={ARCHIVED_SENTIMENTS_PATH} icon={<InboxOutlined />} data-testid="sentiment-archived-link">
              Phản ánh lưu trữ
            </LinkButton>
          )}
        </Space>
      }
    >
      <SentimentFilters
        filters={filters}
        keyword={keyword}
        showWardFilter={showWardFilter}
        villageWardId={villageWardId}
        onSearch={(value) => change({ keyword: value })}
        onFilter={change}
      />
      <SentimentStatusTabs
        status={status as number | null}
        counts={counts.data?.code === SUCCESS_CODE ? counts.data.data : null}
        onChange={(next) => change({ status: next })}
      />
      <SentimentTable
        response={response}
        columns={buildSentimentColumns({ sort })}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="sentiments-table"
      />
    </PageSection>
  );
}
