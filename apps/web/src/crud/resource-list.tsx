import { PlusOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import type { Action } from '@console/shared/domain/permissions-catalog';
import type { Resource, ToggleDef } from '@console/shared/resources/define-resource';
import { reportMutation } from '../lib/envelope-mutation';
import { LinkButton } from '../lib/link-button';
import { PageSection } from '../lib/page-section';
import { PagedTable } from '../lib/paged-table';
import { useSessionUser } from '../lib/session';
import { useAppAbility } from '../lib/use-app-ability';
import { canChooseWard } from '../lib/wards/ward-access';
import { useDeleteResource } from './api/delete-resource';
import { useResourceList } from './api/list-resource';
import type { ResourceListParams, ResourceRow } from './api/resource-keys';
import { resourceListUrlConfig, useListUrlState } from './list-url-state';
import { useToggleResource } from './api/toggle-resource';
import { BulkToggles } from './bulk-toggles';
import { ReviewActions } from './review-actions';
import { ExportButton } from './export-button';
import { buildColumns } from './resource-columns';
import { resourcePaths } from './resource-paths';
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
    // a view of a definition (one API, several screens) asks only its rows
    filters: resource.fixed ? { ...filters, [resource.fixed.field]: resource.fixed.value } : filters,
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

  const onDelete = (id: number) => void reportMutation(deletion.mutateAsync(id));

  const canToggle = (action: Action) => ability.can(action, resource.subject);
  const [selected, setSelected] = useState<number[]>([]);
  const canReview = Boolean(resource.approval && canToggle(resource.approval.action));
  const bulk = canReview || Object.values(resource.toggles ?? {}).some((def) => def?.bulk && canToggle(def.action));

  const sendToggle = async (ids: number[], field: string, def: ToggleDef, value: boolean) =>
    (await reportMutation(toggle.mutateAsync({ ids, field, toggle: def, value }), { toast: true })) !== null;

  const onToggle = (row: ResourceRow, field: string, value: boolean) => {
    const def = resource.toggles?.[field];
    if (def) void sendToggle([row.id], field, def, value);
  };

  // an officer of one ward would read its name on every row (and every phone card): the column is left out
  const shownColumns = canChooseWard(ability, user)
    ? resource
    : { ...resource, list: { ...resource.list, columns: resource.list.columns.filter((key) => key !== 'ward_id') } };
  const columns = buildColumns({
    resource: shownColumns,
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    sort,
    canUpdate: can.update,
    canDelete: can.delete,
    canToggle,
    togglingId: toggle.isPending && toggle.variables?.ids.length === 1 ? toggle.variables.ids[0] : null,
    deletingId: deletion.isPending ? Number(deletion.variables) : null,
    onToggle,
    onDelete,
    canReview,
  });

  return (
    <PageSection
      title={`Danh sách ${resource.label}`}
      extra={
        <Space wrap>
          {resource.export && (
            <ExportButton
              resource={resource}
              query={{ keyword, sort: sort?.field, order: sort?.order, ...params.filters }}
            />
          )}
          {can.create && resource.creatable !== false && (
            <LinkButton
              to={resourcePaths(resource).create}
              type="primary"
              icon={<PlusOutlined />}
              data-testid="resource-create"
            >
              Thêm mới
            </LinkButton>
          )}
        </Space>
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
      <BulkToggles
        resource={resource}
        selected={selected}
        canToggle={(def) => canToggle(def.action)}
        busy={toggle.isPending}
        onClear={() => setSelected([])}
        onToggle={async (field, def, value) => {
          if (await sendToggle(selected, field, def, value)) setSelected([]);
        }}
      />
      {canReview && selected.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="bulk-review-bar">
          <span>Duyệt {selected.length} bản ghi đã chọn:</span>
          <ReviewActions resource={resource} ids={selected} bulk onDone={() => setSelected([])} />
        </Space>
      )}
      <PagedTable<ResourceRow>
        response={response}
        rowSelection={
          bulk
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
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
