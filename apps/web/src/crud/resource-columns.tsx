import { formatDateTime } from '@console/shared/dates';
import type { ApprovalStatus } from '@console/shared/resources/approval';
import type { Action } from '@console/shared/domain/permissions-catalog';
import { isBuiltInRow, type Resource } from '@console/shared/resources/define-resource';
import { webKindOf } from '../lib/field-kinds';
import type { ListColumn, MobileRole } from '../lib/list-columns';
import type { ResourceRow, SortOrder } from './api/resource-keys';
import { resourcePaths } from './resource-paths';
import { ApprovalTag, ReviewActions } from './review-actions';
import { LinkButton } from '../lib/link-button';
import { RowActions } from './row-actions';
import { ToggleSwitch } from './toggle-switch';

export interface ColumnOptions {
  resource: Resource;
  offset: number;
  sort: { field: string; order: SortOrder } | null;
  canUpdate: boolean;
  canDelete: boolean;
  /** whether the user holds a toggle's action (update, approve…) */
  canToggle: (action: Action) => boolean;
  togglingId: number | null;
  deletingId: number | null;
  onToggle: (row: ResourceRow, field: string, value: boolean) => void;
  onDelete: (id: number) => void;
  /** the user may approve and refuse rows (a definition with `approval`) */
  canReview?: boolean;
}

const antdOrder = (order: SortOrder) => (order === 'asc' ? ('ascend' as const) : ('descend' as const));

/** facts a phone's card shows under its title */
const MOBILE_FACTS = 3;

/**
 * A resource's role on a phone's card, from its definition: the first list column is the title; a single switch is
 * the status beside it (its meaning plain: 'Hiển thị'); several switches (an article's approve, publish, hot,
 * highlight) are facts each with its label, first, so every one can be moved from the card; then three facts. The
 * row number and creation date stay in the table.
 */
export function mobileRoles(resource: Resource): Record<string, MobileRole> {
  const [title, ...rest] = resource.list.columns;
  const roles: Record<string, MobileRole> = title ? { [title]: 'title' } : {};
  const switched = rest.filter((key) => resource.toggles?.[key]);
  // a reviewed row's state is what a card must show first (waiting or approved); its switches become facts
  const reviewed = resource.approval && rest.includes('approval_status');
  if (reviewed) roles.approval_status = 'status';
  if (switched.length === 1 && !reviewed) roles[switched[0]] = 'status';
  else for (const key of switched) roles[key] = 'fact';
  for (const key of rest
    .filter((candidate) => !switched.includes(candidate) && !roles[candidate])
    .slice(0, MOBILE_FACTS))
    roles[key] = 'fact';
  return roles;
}

export function buildColumns(options: ColumnOptions): ListColumn<ResourceRow>[] {
  const { resource, offset, sort, canUpdate, canDelete, canToggle } = options;
  const sortable = new Set<string>(resource.list.sortable);
  const sorting = (key: string) =>
    sortable.has(key) ? { sorter: true, sortOrder: sort?.field === key ? antdOrder(sort.order) : null } : {};

  const roles = mobileRoles(resource);
  const columns: ListColumn<ResourceRow>[] = [
    { key: 'index', title: 'STT', width: 64, align: 'center', render: (_value, _row, index) => offset + index + 1 },
  ];

  // the switches come last, beside the actions: on a laptop they stay in view while the middle scrolls
  const toggled = (key: string) => Boolean(resource.toggles?.[key]);
  const fieldColumns = [
    ...resource.list.columns.filter((key) => !toggled(key)),
    'created_at',
    ...resource.list.columns.filter(toggled),
  ];
  for (const key of fieldColumns) {
    if (key === 'created_at') {
      columns.push({
        key: 'created_at',
        dataIndex: 'created_at',
        title: 'Ngày tạo',
        width: 150,
        ...sorting('created_at'),
        render: (value: string | undefined) => formatDateTime(value),
      });
      continue;
    }
    const field = resource.fields[key];
    const kind = webKindOf(field);
    const toggle = resource.toggles?.[key];
    columns.push({
      key,
      dataIndex: key,
      title: field.label,
      mobile: roles[key],
      // pinned beside the actions: what an officer switches stays in view while the middle scrolls
      ...(toggle ? { fixed: 'right' as const } : {}),
      ...sorting(key),
      align: kind.align,
      render: (_value, row) =>
        key === 'approval_status' ? (
          <ApprovalTag status={row[key]} />
        ) : toggle ? (
          <ToggleSwitch
            row={row}
            field={key}
            toggle={toggle}
            disabled={!canToggle(toggle.action)}
            loading={options.togglingId === row.id}
            onToggle={options.onToggle}
          />
        ) : (
          kind.cell(field, key, row)
        ),
    });
  }

  // every row opens its detail (and history); editing and deleting follow the permissions
  columns.push({
    key: 'actions',
    title: 'Thao tác',
    // a reviewed row's Duyệt and Từ chối take a line of their own above Xem, Sửa, Xoá: a narrow column leaves the
    // list's own columns (a product's price) in view at 1366 px
    width: canUpdate || canDelete ? 250 : options.canReview ? 190 : 100,
    fixed: 'right',
    mobile: 'actions',
    render: (_value, row) => (
      <RowActions
        id={row.id}
        label={resource.label}
        detailPath={resourcePaths(resource).detail(row.id)}
        editPath={resourcePaths(resource).edit(row.id)}
        canUpdate={canUpdate}
        canDelete={canDelete && !isBuiltInRow(resource, row)}
        deleting={options.deletingId === row.id}
        onDelete={options.onDelete}
        links={resource.rowLinks
          ?.filter((link) => canToggle(link.action))
          .map((link) => (
            <LinkButton
              key={link.key}
              to={link.path.replace('{id}', String(row.id))}
              size="small"
              data-testid={`row-link-${link.key}-${row.id}`}
            >
              {link.label}
            </LinkButton>
          ))}
        review={
          options.canReview && (
            <ReviewActions
              resource={resource}
              ids={[row.id]}
              status={row.approval_status as ApprovalStatus}
              size="small"
            />
          )
        }
      />
    ),
  });
  return columns;
}
