import { PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import type { Resource } from '@console/shared/resources/define-resource';
import { unlessUnanswered } from '../lib/api-client';
import { notify } from '../lib/notify';
import { LinkButton } from '../lib/link-button';
import { PageSection } from '../lib/page-section';
import { PagedTable } from '../lib/paged-table';
import { showResult } from '../lib/result-helper';
import { useSessionUser } from '../lib/session';
import { useAppAbility } from '../lib/use-app-ability';
import { canChooseWard } from '../lib/wards/ward-access';
import { useDeleteResource } from './api/delete-resource';
import { useResourceList } from './api/list-resource';
import type { ResourceListParams, ResourceRow } from './api/resource-keys';
import { resourceListUrlConfig, useListUrlState } from './list-url-state';
import { useToggleResource } from './api/toggle-resource';
import { buildColumns } from './resource-columns';
import { ResourceFilters } from './resource-filters';
import { useListResponse } from '../lib/use-list-response';

export function ResourceList({ resource }: { resource: Resource }) {
  const ability = useAppAbility();
  const user = useSessionUser();
  const urlConfig = useMemo(() => resourceListUrlConfig(resource), [resource]);
  const { page, keyword, sort, filters, change, setPage, onTableChange } = useListUrlState(urlConfig);

  const params: ResourceListParams = {
    page,
    length: DEFAULT_PAGE_LENGTH,
    keyword,
    sort: sort?.field,
    order: sort?.order,
    filters,
  };
  const list = useResourceList(resource.name, params);
  const deletion = useDeleteResource(resource.name);
  const toggle = useToggleResource(resource.name);

  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  const can = {
    create: ability.can('create', resource.subject),
    update: ability.can('update', resource.subject),
    delete: ability.can('delete', resource.subject),
  };

  const onDelete = async (id: number) => {
    const result = await unlessUnanswered(deletion.mutateAsync(id));
    if (result) showResult(result);
  };

  const onToggle = async (row: ResourceRow, field: string, value: boolean) => {
    const route = resource.toggles?.[field]?.route;
    if (!route) return;
    const result = await unlessUnanswered(toggle.mutateAsync({ id: row.id, field, route, value }));
    if (!result) return;
    if (result.code === SUCCESS_CODE) notify.success(result.message || 'Cập nhật thành công');
    else showResult(result);
  };

  const columns = buildColumns({
    resource,
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    sort,
    canUpdate: can.update,
    canDelete: can.delete,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    deletingId: deletion.isPending ? Number(deletion.variables) : null,
    onToggle,
    onDelete,
  });

  return (
    <PageSection
      title={`Danh sách ${resource.label}`}
      extra={
        can.create && (
          <LinkButton
            to={`${resource.path}/create`}
            type="primary"
            icon={<PlusOutlined />}
            data-testid="resource-create"
          >
            Thêm mới
          </LinkButton>
        )
      }
    >
      <ResourceFilters
        resource={resource}
        showWardFilter={canChooseWard(ability, user)}
        filters={filters}
        keyword={keyword}
        onSearch={(value) => change({ keyword: value })}
        onFilter={(field, value) => change({ [field]: value })}
        onClear={() => change(Object.fromEntries(resource.list.filters.map((key) => [key, null])))}
      />
      <PagedTable<ResourceRow>
        response={response}
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="resource-table"
      />
    </PageSection>
  );
}
