import type { z } from 'zod';
import type { Action, Subject } from '../domain/permissions-catalog.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { objectSchema } from '../validation/zod-fields.ts';
import type { ApprovalDef } from './approval.ts';
import type { ChildList } from './child-lists.ts';

/**
 * A switch of a row (spec: change-active, change-approve, change-enable…). The spec writes the path both ways —
 * `/{id}/change-publish` and `change-approve/{id}` — so the definition says which, and which action it needs.
 */
export interface ToggleDef {
  /** the permission action the route declares: 'update', or the spec's 'approve', … */
  action: Action;
  method: 'PUT' | 'PATCH';
  /**
   * under /api/admin/{name}/, with `{id}` where the row's id goes: '{id}/change-active', 'change-approve/{id}'; and
   * `{value}` where the spec sends the wanted value in the path as 0 or 1 ('{id}/approval/{value}': a travel post)
   */
  path: string;
  /** the column's title and the message's noun: 'Phê duyệt' */
  label: string;
  /** asked before the switch moves: for switching on and for switching off; none: it moves at once */
  question?: { on: string; off: string };
  /** 'flip': a body without the value flips it (the value, when sent, wins); 'set': the body must carry the value */
  mode: 'flip' | 'set';
  /** the list can switch the selected rows at once (one transaction) */
  bulk?: boolean;
  /** the bulk switch's own path when the spec gives one, with `{value}` for the wanted 0 or 1 and a body of `{ids}`
   *  only ('highlight/{value}': market products); by default the toggle's path without its id and value */
  bulkPath?: string;
  /** the most rows one bulk switch may name (default 100, a page of the list) */
  bulkMax?: number;
  /** a bulk switch naming a row the caller cannot reach switches none (404) instead of the others */
  allOrNothing?: true;
}

/** what residents' app may read of a resource: GET /api/web/{name} and /{id} (issue 11) */
export interface PublicRead<F extends FieldDefs> {
  /** the fields answered (never personal ones); id is always there */
  fields: (keyof F & string)[];
  /** yes/no fields a row must have switched on to be shown (active, approved) */
  onlyWhen: (keyof F & string)[];
  /** a reference field: a row is shown only while the row it points at is shown to residents too (a product while
   *  its store is open) */
  shownWith?: keyof F & string;
  /** a moment field (an article's publish time, a banner's start): a row is shown once it has come, or when empty */
  shownFrom?: keyof F & string;
  /** a moment field (a banner's end): a row is shown until it has passed, or when empty */
  shownUntil?: keyof F & string;
  /** a yes/no field: a row that has it switched on is shown to the residents of every ward of its ward's province
   *  (an article of the province), not only its own ward's */
  provinceWide?: keyof F & string;
  /** list filters residents may use too (a market's category), and whether they may search (`keyword`, over the
   *  list's search fields) */
  filters?: (keyof F & string)[];
  search?: true;
}

/** residents or guests may add a row: POST /api/web/{name}, limited per address */
export interface PublicCreate<F extends FieldDefs> {
  fields: (keyof F & string)[];
  /** the answer's message: 'Gửi góp ý thành công' */
  message: string;
  /**
   * Only a signed-in account adds rows (a resident's homestay): limited per account instead of per address, the row
   * is theirs (`created_by`), and GET /api/web/{name}/mine lists what they sent with the `outcome` switch staff set
   * (approved or not), so the sender sees what became of it.
   */
  signedIn?: { outcome: keyof F & string };
}

export interface ResourceDefinition<F extends FieldDefs = FieldDefs> {
  /** URL segment of the API: /api/admin/{name}; its table is {name} with '_' for '-' */
  name: string;
  /** route of the list screen */
  path: string;
  subject: Subject;
  /** singular noun used in titles and messages, lower case: 'thôn/xóm' */
  label: string;
  fields: F;
  /** 'ward': every row has ward_id and is visible only inside the caller's units */
  scope: 'ward' | 'global';
  /** 'platform': a catalogue only platform-level staff (scope 'all': admin, root) write; the others with the
   *  permission read it (a list of device types every ward chooses from) */
  writtenBy?: 'platform';
  /** the field that names a row (references show it, the detail screen's title): 'name' unless said */
  title?: keyof F & string;
  list: {
    columns: (keyof F & string)[];
    search: (keyof F & string)[];
    filters: (keyof F & string)[];
    sortable: ((keyof F & string) | 'created_at' | 'updated_at')[];
    /** a staff list row carries only what its screens show (list-fields.ts `staffListFieldsOf`): for the big areas
     *  (a province market's million products), where every byte of 20 rows is built, compressed and sent per page */
    lean?: true;
  };
  toggles?: Partial<Record<keyof F & string, ToggleDef>>;
  /** DELETE /api/admin/{name} with `{ids}` (spec §7 groups, union organisations): the selected rows in one
   *  transaction, all or none (one out of the caller's reach: 404); the list gets a 'Xoá' for the selection */
  bulkDelete?: true;
  /** staff add rows (default); false: rows come from elsewhere (residents' suggestions), staff only handle them */

  creatable?: boolean;
  /** the edit screen's last segment: '{id}/edit' (default) or the spec's '{id}/update' */
  editSegment?: 'edit' | 'update';
  /** the detail screen's route when the spec puts it elsewhere than {path}/{id}/detail, with `{id}`:
   *  '/admin/countryside-market/products/detail/{id}' */
  detailPath?: string;
  /** the edit screen's route when the spec puts it elsewhere than {path}/{id}/{editSegment}, with `{id}` */
  editPath?: string;
  /** a row's other screens, as buttons beside Xem and Sửa for those holding `action` on the subject: a group's
   *  members ('/admin/group-managements/{id}/members/list') */
  rowLinks?: { key: string; label: string; path: string; action: Action }[];
  /** rows wait for staff, who approve or refuse them with a reason (see `ApprovalDef`; fields `approvalFields()`) */
  approval?: ApprovalDef;
  /** the side menu: its place among the areas (lower first), its icon's name (web lib/menu-icons.tsx) and the group
   *  it sits in (web lib/menu-entries.tsx; by default the group of its path's prefix, if any) */
  menu?: { order?: number; icon?: string; group?: string };
  publicRead?: PublicRead<F>;
  publicCreate?: PublicCreate<F>;
  /** the table when it is not the name's ('_' for '-' and '/'): an area given a table that existed before it */
  table?: string;
  /**
   * One API, several screens (spec: service-link-managements and service-integrated-managements over
   * /api/admin/service-managements): each view is the definition's screens narrowed to the rows whose `fixed` field
   * has one value. The view's list asks only those rows and hides that field, its form sends the value, a field
   * `requiredWhen` that value becomes required. A definition with views has no screens of its own.
   */
  views?: ResourceView<F>[];
  /** set on a view (see `resourceViews`): the field and value its rows share */
  fixed?: { field: keyof F & string; value: string };
  /** the action opening the list screen and its menu entry: 'list' unless said (spec §6: 'menu_link', 'menu_inte') */
  listAction?: Action;
  /** set on a view: its key (menu entries, selectors), the last segment of its path */
  view?: string;
  /**
   * One row for the whole platform (the footer, the contact details): GET, PUT and POST /api/admin/{name} read and
   * write it (PUT and POST alike: written if it exists, created otherwise; an id in the body is ignored), its screen
   * is the form at `path`, GET /api/web/{name} answers its public fields. Platform-wide, written at platform level.
   */
  singleton?: true;
  /**
   * Moments that must come in order (a banner's start and end): when both are set, `from` may not be later than
   * `until` — '{from} không được lớn hơn {until}', as the spec words its own date rule (§5).
   */
  periods?: { from: keyof F & string; until: keyof F & string }[];
  /**
   * The list as an Excel file (spec §7 videos and websites "GET export"): GET /api/admin/{name}/export answers a link
   * valid 5 minutes to the rows the list shows with its filters, keyword and sort; `fileName` names the download.
   */
  export?: { fileName: string };
  /** rows the platform's code keeps (upserted on every start), marked by a column of their own; see `BuiltInRows` */
  builtIn?: BuiltInRows<F>;
  /** rows belonging to each row, in order (an album's photos); see `ChildList` */
  children?: ChildList;
  /**
   * Rows staff put in order by dragging (a menu's entries): PUT /api/admin/{name}/order with `ids` in the new order
   * numbers `field` 1, 2, … and, for a tree, sets `parent` (a reference to the resource's own rows) to the body's
   * value, all in one transaction.
   */
  ordering?: { field: keyof F & string; parent?: keyof F & string };
  /** a ward has at most one row (its header/footer config; a unique index on ward_id): when wards merge, the merged
   *  ward keeps its own row, or the oldest of the merged wards' when it has none, and the others go */
  onePerWard?: true;
  /**
   * DELETE keeps the row, marked with `deleted_at` and `deleted_by` (spec §3: travel introduce): every list, read,
   * write and public read sees only rows not deleted; the table has the two columns (`softDeleteColumns()`) and a
   * one-per-ward key counts live rows only.
   */
  softDelete?: true;
  /**
   * The same screens at other places too (spec §2 lists the smart-travel banners under images and again under
   * travel-informations): each place is a full set of screens over every row, with its own menu entry (`key`: its
   * id in the menu) and edit segment; the API is the one of `name`.
   */
  alsoAt?: {
    path: string;
    key: string;
    label?: string;
    menu?: ResourceDefinition['menu'];
    editSegment?: 'edit' | 'update';
    detailPath?: string;
    editPath?: string;
    /** the place lists only the rows with this value (a queue of the waiting products), as a view does */
    fixed?: { field: string; value: string };
    /** the place's list columns when they differ */
    columns?: string[];
  }[];
}

/**
 * A resource whose table holds rows the code owns ('Khảo sát', 'Chợ quê'… in the service catalogue): a row whose
 * `column` (a table column, not a field) has a value is built-in. It is never deleted ('{label} không thể xoá') and
 * its `readOnly` fields keep the code's value (sending the same value is fine; another is refused). Its other fields
 * (an icon, an order, the active switch) are staff's. The forms show `readOnly` fields disabled on such a row.
 */
export interface BuiltInRows<F extends FieldDefs = FieldDefs> {
  column: string;
  readOnly: (keyof F & string)[];
  /** what such a row is, capitalised, in the refusals: 'Dịch vụ có sẵn của nền tảng' */
  label: string;
}

/** the row is one the code keeps (its built-in column has a value) */
export const isBuiltInRow = (resource: Pick<Resource, 'builtIn'>, row: Record<string, unknown> | null | undefined) =>
  resource.builtIn !== undefined && (row?.[resource.builtIn.column] ?? null) !== null;

/** a screen of a definition narrowed to one value of a field (see `ResourceDefinition.views`) */
export interface ResourceView<F extends FieldDefs = FieldDefs> {
  path: string;
  label: string;
  fixed: { field: keyof F & string; value: string };
  listAction?: Action;
  menu?: ResourceDefinition<F>['menu'];
  /** the view's list columns when they differ from the definition's (a column always empty in this view) */
  columns?: (keyof F & string)[];
  /** the view's detail and edit routes, with `{id}`, when the spec puts them elsewhere than {path}/{id}/detail|edit
   *  ('/admin/agriculture-service/machine/detail/{id}') */
  detailPath?: string;
  editPath?: string;
}

/** a toggle's usual shape: PATCH {id}/{route}, action update, flipping */
export const updateToggle = (route: string, label: string, extra: Partial<ToggleDef> = {}): ToggleDef => ({
  action: 'update',
  method: 'PATCH',
  path: `{id}/${route}`,
  label,
  mode: 'flip',
  ...extra,
});

// S keeps the literal scope in the definition's type (resource-rows.ts: a ward-scoped row has ward_name)
export function defineResource<F extends FieldDefs, S extends ResourceDefinition['scope']>(
  definition: ResourceDefinition<F> & { scope: S },
) {
  if (definition.singleton && (definition.scope !== 'global' || definition.writtenBy !== 'platform'))
    throw new Error(`${definition.name}: a singleton is platform-wide (scope 'global', writtenBy 'platform')`);
  const createSchema = objectSchema(definition.fields);
  return { ...definition, createSchema, updateSchema: createSchema.partial(), isResource: true as const };
}

/** any defined resource, as the generic engines see it */
export type Resource = ResourceDefinition<FieldDefs> & {
  createSchema: z.ZodObject<Record<string, z.ZodType>>;
  updateSchema: z.ZodObject<Record<string, z.ZodType>>;
  isResource: true;
};

/** the resource definitions among a set of modules' exports, in menu order (no central list: issue 11) */
export function collectResources(modules: readonly Record<string, unknown>[]): Resource[] {
  const found = modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is Resource => (value as Partial<Resource> | null)?.isResource === true);
  return [...new Map(found.map((resource) => [resource.name, resource])).values()].sort(
    (a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100) || a.name.localeCompare(b.name),
  );
}

/**
 * The screens' resources of a definition: itself, or one per view (same name, subject and API; the view's path,
 * label, menu and list action; the fixed field left out of the fields, columns and filters; a field required when
 * the fixed value is the view's becomes required).
 */
export function resourceViews(resource: Resource): Resource[] {
  if (resource.alsoAt?.length)
    return [
      { ...resource, alsoAt: undefined },
      ...resource.alsoAt.map((place) => ({
        ...resource,
        path: place.path,
        label: place.label ?? resource.label,
        menu: place.menu ?? resource.menu,
        editSegment: place.editSegment ?? resource.editSegment,
        detailPath: place.detailPath,
        editPath: place.editPath,
        view: place.key,
        alsoAt: undefined,
        ...(place.fixed && {
          fixed: place.fixed,
          list: {
            ...resource.list,
            columns: (place.columns ?? resource.list.columns).filter((key) => key !== place.fixed!.field),
            filters: resource.list.filters.filter((key) => key !== place.fixed!.field),
          },
        }),
      })),
    ];
  if (!resource.views?.length) return [resource];
  return resource.views.map((view) => {
    const { field, value } = view.fixed;
    const fields: FieldDefs = {};
    for (const [key, def] of Object.entries(resource.fields)) {
      if (key === field) continue;
      const { requiredWhen, ...rest } = def;
      fields[key] = requiredWhen?.field === field && requiredWhen.value === value ? { ...rest, required: true } : def;
    }
    const others = <T extends string>(keys: T[]) => keys.filter((key) => key !== field);
    return defineResource({
      ...resource,
      path: view.path,
      label: view.label,
      menu: view.menu ?? resource.menu,
      listAction: view.listAction ?? resource.listAction,
      detailPath: view.detailPath,
      editPath: view.editPath,
      fixed: view.fixed,
      view: view.path.split('/').pop(),
      views: undefined,
      fields,
      list: {
        columns: others(view.columns ?? resource.list.columns),
        search: others(resource.list.search),
        filters: others(resource.list.filters),
        sortable: resource.list.sortable.filter((key) => key !== field),
      },
    }) as Resource;
  });
}

/** the field naming a row */
export const titleField = (resource: Pick<Resource, 'title' | 'fields'>) =>
  resource.title ?? ('name' in resource.fields ? 'name' : Object.keys(resource.fields)[0]);

/** the table of a resource: 'smart-devices' → 'smart_devices', 'service-wards/rural' → 'service_wards_rural' */
export const tableNameOf = (resource: Pick<Resource, 'name' | 'table'>) =>
  resource.table ?? resource.name.replace(/[-/]/g, '_');

/** /api/admin/{name}/change-approve/{id} → the path with the row's id (and the wanted value, where the path has it) */
export const togglePath = (toggle: Pick<ToggleDef, 'path'>, id: number | string, value?: boolean) =>
  toggle.path.replace('{id}', String(id)).replace('{value}', value ? '1' : '0');

/** the toggle sends its wanted value in the path ('{id}/approval/{value}') */
export const valueInPath = (toggle: Pick<ToggleDef, 'path'>) => toggle.path.includes('{value}');

/** the bulk twin of a toggle's path: its own `bulkPath`, or the same without its id and value segments
 *  ('change-approve', 'approval'); with the wanted value where the path has `{value}` */
export const bulkTogglePath = (toggle: Pick<ToggleDef, 'path' | 'bulkPath'>, value?: boolean) =>
  (
    toggle.bulkPath ??
    toggle.path
      .split('/')
      .filter((segment) => segment !== '{id}' && segment !== '{value}')
      .join('/')
  ).replace('{value}', value ? '1' : '0');

/** the bulk switch carries its wanted value in its path ('highlight/{value}' with `{ids}`) */
export const bulkValueInPath = (toggle: Pick<ToggleDef, 'bulkPath'>) => toggle.bulkPath?.includes('{value}') ?? false;

/** the first period of a row (as it will be stored) whose start is later than its end: the field to mark and why */
export function periodError(
  resource: Pick<Resource, 'periods' | 'fields'>,
  row: Record<string, unknown>,
): { field: string; message: string } | null {
  for (const { from, until } of resource.periods ?? []) {
    const start = row[from];
    const end = row[until];
    if (typeof start !== 'string' || typeof end !== 'string') continue;
    if (Date.parse(start) > Date.parse(end))
      return {
        field: until,
        message: `${resource.fields[from].label} không được lớn hơn ${resource.fields[until].label}`,
      };
  }
  return null;
}
