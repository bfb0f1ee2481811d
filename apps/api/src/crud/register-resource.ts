import type { Action } from '@console/shared/domain/permissions-catalog';
import {
  bulkTogglePath,
  bulkValueInPath,
  periodError,
  valueInPath,
  type ToggleDef,
} from '@console/shared/resources/define-resource';
import { staffListFieldsOf } from '@console/shared/resources/list-fields';
import { isEmptyValue } from '@console/shared/validation/formats';
import { requiredMessage } from '@console/shared/validation/messages';
import { strictBoolean } from '@console/shared/validation/zod-numbers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../lib/envelope.ts';
import { nativeJsonSerializerCompiler } from '../lib/response-serializer.ts';
import { assertBuiltInColumns, checkBuiltInDelete, checkBuiltInUpdate } from './built-in-rows.ts';
import { dropForbiddenFilters } from './filter-permissions.ts';
import { storedValues } from './field-kind-hooks.ts';
import { registerApproval } from './register-approval.ts';
import { registerChildren } from './register-children.ts';
import { registerOrdering } from './register-ordering.ts';
import { checkParent, selfReferences } from './self-reference.ts';
import { checkSameWard } from './same-ward-references.ts';
import { checkMatches } from './matching-references.ts';
import { hasSecretFields, sealSecretFields } from './secret-fields.ts';
import { isForeignKeyViolation, uniqueOr } from '../lib/database-errors.ts';
import { offsetOf, ZPaging } from '../query/list-params.ts';
import { ZBulkIds, ZSwitchInPath } from './bulk-rows.ts';
import { nameTheIds, rowHistory, type NameSource } from './resource-audit.ts';
import { villages, wards } from '../db/schema/index.ts';
import { createResourceRepository, type ListQuery, type TargetOf } from './resource-repository.ts';
import { listQuerySchema, rowSchema, ZHistoryEntry } from './resource-schemas.ts';
import type { ResourceTable } from './resource-table.ts';
import type { PublicPages } from './public-page-cache.ts';
import { assertWardInScope } from '../query/unit-scope-sql.ts';

/** the scope levels that may set a field marked `provinceLevel` */
const PROVINCE_OR_WIDER: string[] = ['all', 'province'];

/** list, read, create, update, delete, toggle and history routes for one resource definition, scoped and guarded */
export function registerResource(
  parent: FastifyInstance,
  bound: ResourceTable,
  targetOf: TargetOf,
  publicPages: PublicPages,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource } = bound;
  const repository = createResourceRepository(app.db, bound, targetOf);
  const base = `/api/admin/${resource.name}`;
  const tags = [resource.name];
  const ZRow = rowSchema(resource);
  // a list row leaves the heavy fields out (list-fields.ts); the row read by id carries them
  const ZListRow = rowSchema(resource, staffListFieldsOf(resource));
  const need = (action: Action) => ({ access: { action, subject: resource.subject } });
  // the history names the ids it shows: a reference's target row, a ward
  const nameSources: Record<string, NameSource> = {};
  for (const [key, def] of Object.entries(resource.fields)) {
    const target = def.kind === 'reference' && def.to ? targetOf(def.to) : undefined;
    if (target) nameSources[key] = { table: target.table, id: target.id, title: target.title };
    if (def.kind === 'ward') nameSources[key] = { table: wards, id: wards.id, title: wards.name };
    if (def.kind === 'village') nameSources[key] = { table: villages, id: villages.id, title: villages.name };
  }
  const auth = (request: FastifyRequest) => request.auth!;

  // a platform catalogue (device types…) is read by everyone with the permission and written at platform level only
  const guardWrite = (request: FastifyRequest) => {
    if (resource.writtenBy === 'platform' && auth(request).scope.level !== 'all') throw new AppError('FORBIDDEN');
  };

  // a switch guarded by its own action (approve…) is not written through the form by who lacks that action: the
  // field is left out (the column's default on create, unchanged on update), so a ward officer's device stays unapproved
  const ownActionFields = Object.entries(resource.toggles ?? {}).filter(
    (entry): entry is [string, ToggleDef] => entry[1] !== undefined && entry[1].action !== 'update',
  );
  // a field for province staff (an article for the whole province) is left out for a narrower caller, the same way
  const provinceLevelFields = Object.keys(resource.fields).filter((key) => resource.fields[key].provinceLevel);
  const withoutForbiddenSwitches = (request: FastifyRequest, body: Record<string, unknown>) => {
    const kept = { ...body };
    for (const [field, toggle] of ownActionFields)
      if (!auth(request).ability.can(toggle.action, resource.subject)) delete kept[field];
    if (!PROVINCE_OR_WIDER.includes(auth(request).scope.level))
      for (const field of provinceLevelFields) delete kept[field];
    return kept;
  };

  // a field required only when another has a value (a link service's address): checked on the row as it will be
  const requiredWhen = Object.entries(resource.fields).filter(([, def]) => def.requiredWhen);
  function checkRequiredWhen(values: Record<string, unknown>, existing: Record<string, unknown> | null) {
    const merged = { ...existing, ...values };
    for (const [name, def] of requiredWhen) {
      const { field, value } = def.requiredWhen!;
      if (merged[field] === value && isEmptyValue(merged[name]))
        throw new AppError('VALIDATION', requiredMessage(def.label));
    }
  }

  assertBuiltInColumns(resource, bound.names);
  const withSecrets = hasSecretFields(resource);
  // a reference to the resource's own rows (a menu's parent) must keep the rows a tree
  const parentFields = selfReferences(bound);

  async function prepare(
    request: FastifyRequest,
    body: Record<string, unknown>,
    existing: Record<string, unknown> | null,
  ) {
    guardWrite(request);
    if (existing) checkBuiltInUpdate(resource, existing, body);
    const allowed = withoutForbiddenSwitches(request, body);
    checkRequiredWhen(allowed, existing);
    const disordered = periodError(resource, { ...existing, ...allowed });
    if (disordered) throw new AppError('VALIDATION', disordered.message);
    const values = await storedValues(app.db, resource, allowed, auth(request).scope, targetOf);
    if (withSecrets)
      await sealSecretFields(app.db, bound, app.secrets, values, (existing?.id as number | undefined) ?? null);
    if (resource.scope === 'ward' && typeof values.ward_id === 'number') {
      await assertWardInScope(app.db, auth(request).scope, values.ward_id, resource.fields.ward_id?.label);
    }
    await checkSameWard(app.db, resource, targetOf, { ...existing, ...values }, values);
    await checkMatches(app.db, resource, targetOf, { ...existing, ...values }, values, existing);
    for (const [field] of parentFields)
      await checkParent(app.db, bound, field, { ...existing, ...values }, (existing?.id as number | undefined) ?? null);
    return values;
  }

  async function found(request: FastifyRequest, id: number) {
    const row = await repository.get(auth(request).scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  app.get(
    base,
    {
      config: need('list'),
      // the page's rows are its SELECT's columns, the list schema's fields (repository.list)
      serializerCompiler: nativeJsonSerializerCompiler({ checkWithZod: app.config.RESPONSE_CHECKS }),
      schema: { tags, querystring: listQuerySchema(resource), response: { 200: ZList(ZListRow) } },
    },
    async (request) => {
      const query = dropForbiddenFilters(auth(request).ability, request.query as ListQuery);
      const { total, entries } = await repository.list(auth(request).scope, query, [], '', 'staff');
      return list(total, entries);
    },
  );

  app.get(
    `${base}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZRow) } } },
    async (request) => entry(await found(request, request.params.id)),
  );

  app.get(
    `${base}/:id/history`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZPaging, response: { 200: ZList(ZHistoryEntry) } },
    },
    async (request) => {
      await found(request, request.params.id);
      const { length } = request.query;
      const history = await rowHistory(app.db, resource.name, request.params.id, {
        length,
        offset: offsetOf(request.query),
      });
      await nameTheIds(app.db, history.entries, nameSources);
      return list(history.total, history.entries);
    },
  );

  if (resource.creatable !== false) {
    app.post(
      base,
      { config: need('create'), schema: { tags, body: resource.createSchema, response: { 200: ZEntry(ZRow) } } },
      async (request) => {
        const values = await prepare(request, request.body as Record<string, unknown>, null);
        const id = await unique(() => repository.insert(values, auth(request).user.id));
        return entry(await found(request, id), `Thêm mới ${resource.label} thành công`);
      },
    );
  }

  app.route({
    method: ['PATCH', 'PUT'],
    url: `${base}/:id`,
    config: need('update'),
    schema: { tags, params: ZIdParams, body: resource.updateSchema, response: { 200: ZEntry(ZRow) } },
    handler: async (request) => {
      const existing = await found(request, request.params.id);
      const values = await prepare(request, request.body as Record<string, unknown>, existing);
      const { scope, user } = auth(request);
      if (!(await unique(() => repository.update(scope, request.params.id, values, user.id))))
        throw new AppError('NOT_FOUND');
      publicPages.forget(resource.name, [request.params.id]);
      return entry(await found(request, request.params.id), `Cập nhật ${resource.label} thành công`);
    },
  });

  app.delete(
    `${base}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      guardWrite(request);
      if (resource.builtIn) checkBuiltInDelete(resource, await found(request, request.params.id));
      try {
        if (!(await repository.remove(auth(request).scope, request.params.id, auth(request).user.id)))
          throw new AppError('NOT_FOUND');
        publicPages.forget(resource.name, [request.params.id]);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('IN_USE');
        throw error;
      }
      return ok(null, `Xoá ${resource.label} thành công`);
    },
  );

  if (resource.bulkDelete)
    app.delete(
      base,
      {
        config: need('delete'),
        schema: { tags, body: z.object({ ids: ZBulkIds() }), response: { 200: ZMessage } },
      },
      async (request) => {
        guardWrite(request);
        const ids = [...new Set(request.body.ids)];
        try {
          if (!(await repository.removeMany(auth(request).scope, ids, auth(request).user.id)))
            throw new AppError('NOT_FOUND');
        } catch (error) {
          if (isForeignKeyViolation(error)) throw new AppError('IN_USE');
          throw error;
        }
        publicPages.forget(resource.name, ids);
        return ok(null, `Xoá ${ids.length} ${resource.label} thành công`);
      },
    );

  for (const [field, toggle] of Object.entries(resource.toggles ?? {}) as [string, ToggleDef][]) {
    const done = `Cập nhật ${toggle.label.toLocaleLowerCase('vi')} thành công`;
    const label = resource.fields[field].label;
    const value = strictBoolean(label);
    // the spec's '{id}/approval/{approve}': the wanted value is the path's 0 or 1, and a body is not needed
    const inPath = valueInPath(toggle);
    app.route({
      method: toggle.method,
      url: `${base}/${toggle.path.replace('{id}', ':id').replace('{value}', ':value')}`,
      config: need(toggle.action),
      // 'flip': the wanted value, when sent, makes a double click or a stale page harmless; without it the value flips
      schema: {
        tags,
        params: inPath ? ZIdParams.extend({ value: ZSwitchInPath(label) }) : ZIdParams,
        body:
          toggle.mode === 'set' && !inPath
            ? z.object({ [field]: value }, { error: label })
            : z.object({ [field]: value.optional() }).nullish(),
        response: { 200: ZEntry(ZRow) },
      },
      handler: async (request) => {
        guardWrite(request);
        const params = request.params as { id: number; value?: boolean };
        const wanted = inPath ? params.value : (request.body as Record<string, boolean> | null | undefined)?.[field];
        const { scope, user } = auth(request);
        const switched = await repository.toggle(scope, [request.params.id], field, toggle.action, user.id, wanted);
        if (!switched.length) throw new AppError('NOT_FOUND');
        publicPages.forget(resource.name, switched);
        return entry(await found(request, request.params.id), done);
      },
    });
    if (!toggle.bulk) continue;
    // the spec's 'highlight/{status}' with {ids}: the wanted value in the path, the rows in the body
    const bulkInPath = bulkValueInPath(toggle);
    const ZIds = ZBulkIds(toggle.bulkMax);
    app.route({
      method: toggle.method,
      url: `${base}/${(toggle.bulkPath ?? bulkTogglePath(toggle)).replace('{value}', ':value')}`,
      config: need(toggle.action),
      schema: {
        tags,
        ...(bulkInPath && { params: z.object({ value: ZSwitchInPath(label) }) }),
        body: bulkInPath ? z.object({ ids: ZIds }) : z.object({ ids: ZIds, [field]: value }),
        response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) },
      },
      handler: async (request) => {
        guardWrite(request);
        const body = request.body as { ids: number[] } & Record<string, boolean>;
        const wanted = bulkInPath ? (request.params as { value: boolean }).value : body[field];
        const { scope, user } = auth(request);
        // rows outside the caller's units are not switched: the answer lists those that were — or, for an
        // all-or-nothing switch, none is and the answer is 404
        const ids = await repository.toggle(scope, [...new Set(body.ids)], field, toggle.action, user.id, wanted, {
          allOrNothing: toggle.allOrNothing,
        });
        if (!ids.length) throw new AppError('NOT_FOUND');
        publicPages.forget(resource.name, ids);
        return ok({ ids }, done);
      },
    });
  }

  registerOrdering(parent, bound, repository, {
    guardWrite,
    forget: (ids) => publicPages.forget(resource.name, ids),
  });
  registerApproval(parent, bound, repository, {
    ZRow,
    found,
    forget: (ids) => publicPages.forget(resource.name, ids),
  });
  registerChildren(parent, bound, targetOf, {
    found,
    guardWrite,
    forget: (ids) => publicPages.forget(resource.name, ids),
  });

  /** a row a unique key already holds (a ward's service twice): the resource's words, not a server error */
  function unique<T>(write: () => Promise<T>): Promise<T> {
    const label = resource.label.charAt(0).toLocaleUpperCase('vi') + resource.label.slice(1);
    return uniqueOr(write, `${label} đã tồn tại!`);
  }
}
