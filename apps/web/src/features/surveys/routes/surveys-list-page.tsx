import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import type { SurveyStatus } from '@console/shared/forms/survey';
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
import { useApproveSurvey } from '../api/approve-survey';
import { useDeleteSurvey } from '../api/delete-survey';
import { useSurveys } from '../api/list-surveys';
import type { SurveyRow } from '../api/survey-keys';
import { buildSurveyColumns } from '../components/survey-columns';
import { STATUS_OPTIONS } from '../components/survey-status-tag';
import { surveyPaths } from '../components/survey-paths';

const URL_CONFIG: ListUrlConfig = { path: surveyPaths.list, filters: { status: 'string' }, sortable: [] };

/** spec §2 /admin/surveys: the surveys of the officer's units, newest first */
export default function SurveysListPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const { page, keyword, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const status = filters.status as SurveyStatus | undefined;
  const list = useSurveys({ page, length: DEFAULT_PAGE_LENGTH, keyword, status });
  const { total, entries } = useListResponse(list.data, page, setPage);
  const deletion = useDeleteSurvey();
  const approval = useApproveSurvey();

  const can = {
    create: ability.can('create', 'surveys'),
    read: ability.can('read', 'surveys'),
    update: ability.can('update', 'surveys'),
    delete: ability.can('delete', 'surveys'),
    approve: ability.can('approve', 'surveys'),
  };

  // the popups answer with the server's own message ('… đã gửi thông báo tới 12 người', 'Khảo sát đã có phiếu …')
  const columns = buildSurveyColumns({
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    showWard: canChooseWard(ability, user),
    can,
    busy: {
      deleting: deletion.isPending ? (deletion.variables ?? null) : null,
      approving: approval.isPending ? (approval.variables?.id ?? null) : null,
    },
    onDelete: (id) => void reportMutation(deletion.mutateAsync(id)),
    onApprove: (id, notify) => reportMutation(approval.mutateAsync({ id, notify })),
  });

  return (
    <PageSection
      title="Danh sách khảo sát"
      extra={
        can.create && (
          <LinkButton to={surveyPaths.create} type="primary" icon={<PlusOutlined />} data-testid="survey-create">
            Thêm mới
          </LinkButton>
        )
      }
    >
      <TitleStatusFilters
        keyword={keyword}
        options={STATUS_OPTIONS}
        testIdPrefix="survey"
        status={filters.status}
        onSearch={(value) => change({ keyword: value })}
        onStatus={(value) => change({ status: value })}
      />
      <PagedTable<SurveyRow>
        response={list.data}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        locale={{ emptyText: 'Chưa có khảo sát nào' }}
        testId="surveys-table"
      />
    </PageSection>
  );
}
