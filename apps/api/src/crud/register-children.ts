import type { Action } from '@console/shared/domain/permissions-catalog';
import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { objectSchema } from '@console/shared/validation/zod-fields';
import { idSchema } from '@console/shared/validation/zod-numbers';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../lib/envelope.ts';
import type { UnitScope } from '../core/scope.ts';
import { ZIdList } from '../query/list-params.ts';
import type { ChildTable } from './child-table.ts';
import { storedValues } from './field-kind-hooks.ts';
import { recordWrite, type FieldChange } from './resource-audit.ts';
import type { TargetOf } from './resource-repository.ts';
import type { ResourceTable } from './resource-table.ts';
import { childRowSchema, readChildren } from './read-children.ts';

interface ParentAccess {
  /** the parent row in the caller's units, or 404 */
  found(request: FastifyRequest, id: number): Promise<Record<string, unknown>>;
  /** refuses a write the caller's level may not make (a platform catalogue) */
  guardWrite(request: FastifyRequest): void;
  /** a public page of the parent shown to residents is stale after a write */
  forget(ids: number[]): void;
}

const ZChildParams = ZIdParams.extend({ childId: idSchema('Mã') });

/**
 * The routes of a resource's children (define-resource `children`: an album's photos): under the parent's path, read
 * with the parent's 'read', written with its 'update' (adding a photo edits the album), in the parent's scope. Each
 * write is one transaction that also touches the parent (updated at/by, its cover) and records an audit row on it.
 */
export function registerChildren(
  parent: FastifyInstance,
  bound: ResourceTable,
  targetOf: TargetOf,
  access: ParentAccess,
) {
  const children = bound.children;
  if (!children) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource } = bound;
  const { def, table, column } = children;
  const base = `/api/admin/${resource.name}/:id/${def.name}`;
  const tags = [resource.name];
  const need = (action: Action) => ({ access: { action, subject: resource.subject } });
  const auth = (request: FastifyRequest) => request.auth!;
  const ZChild = childRowSchema(def);
  const itemSchema = objectSchema(def.fields);
  const listLabel = `Danh sách ${def.label}`;
  const capitalised = resource.label.charAt(0).toLocaleUpperCase('vi') + resource.label.slice(1);
  const parentId = column('parent_id');
  const childId = column('id');
  const cover = def.cover;

  const countOf = async (tx: Tx, id: number) =>
    Number((await tx.select({ n: count() }).from(table).where(eq(parentId, id)))[0].n);

  /** the parent's row locked for this write (children's positions are decided one writer at a time), its cover */
  async function lockParent(tx: Tx, id: number) {
    const coverColumn = cover ? bound.column(cover.parentField) : bound.id;
    const [row] = await tx.select({ cover: coverColumn }).from(bound.table).where(eq(bound.id, id)).for('update');
    return { cover: cover ? ((row?.cover as string | null) ?? null) : null };
  }

  /** the parent marked as changed by `actorId`, its cover set when given, and the change recorded on it */
  async function touchParent(
    tx: Tx,
    id: number,
    actorId: number,
    changes: Record<string, FieldChange>,
    coverValue?: string | null,
  ) {
    const set: Record<string, unknown> = { updated_by: actorId, updated_at: new Date() };
    if (cover && coverValue !== undefined) set[cover.parentField] = coverValue;
    await tx
      .update(bound.table)
      .set(bound.toColumns(set) as never)
      .where(eq(bound.id, id));
    await recordWrite(tx, { resource, rowId: id, actorId, action: 'update', changes });
  }

  const firstValue = async (tx: Tx, id: number) => {
    if (!cover) return null;
    const [first] = await tx
      .select({ value: column(cover.childField) })
      .from(table)
      .where(eq(parentId, id))
      .orderBy(asc(column('position')), asc(childId))
      .limit(1);
    return (first?.value as string | undefined) ?? null;
  };

  /** a write of one child: the parent found in the caller's units and locked, the work in one transaction, the
   *  parent's public page forgotten */
  async function childWrite(
    request: FastifyRequest,
    work: (tx: Tx, keys: { id: number; childKey: number }, currentCover: string | null) => Promise<void>,
  ) {
    access.guardWrite(request);
    const { id, childId: childKey } = request.params as { id: number; childId: number };
    await access.found(request, id);
    await app.db.transaction(async (tx) => work(tx, { id, childKey }, (await lockParent(tx, id)).cover));
    access.forget([id]);
    return { id, childKey };
  }

  const stored = (request: FastifyRequest, body: Record<string, unknown>) =>
    storedValues(app.db, def, body, auth(request).scope as UnitScope, targetOf);

  app.get(
    base,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZList(ZChild) } } },
    async (request) => {
      await access.found(request, request.params.id);
      const rows = await readChildren(app.db as Db, children, request.params.id);
      return list(rows.length, rows);
    },
  );

  app.post(
    base,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({
          items: z
            .array(itemSchema, { error: formatMessage(listLabel) })
            .min(1, requiredMessage(listLabel))
            .max(def.maxPerRequest, `Mỗi lần chỉ thêm được tối đa ${def.maxPerRequest} ${def.label}`),
        }),
        response: { 200: ZList(ZChild) },
      },
    },
    async (request) => {
      access.guardWrite(request);
      const { id } = request.params;
      await access.found(request, id);
      const items = await Promise.all(request.body.items.map((item) => stored(request, item)));
      const actorId = auth(request).user.id;
      await app.db.transaction(async (tx) => {
        const { cover: currentCover } = await lockParent(tx, id);
        const before = await countOf(tx, id);
        if (before + items.length > def.max)
          throw new AppError('VALIDATION', `${capitalised} chỉ chứa tối đa ${def.max} ${def.label}`);
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${column('position')}), 0)` })
          .from(table)
          .where(eq(parentId, id));
        await tx.insert(table).values(
          items.map(
            (item, i) =>
              children.toColumns({
                ...item,
                parent_id: id,
                position: Number(last) + i + 1,
                created_by: actorId,
              }) as never,
          ),
        );
        // the first photos of an album without a cover give it one: a list never shows an empty frame
        const newCover = cover && !currentCover ? (items[0][cover.childField] as string) : undefined;
        const changes: Record<string, FieldChange> = {
          [def.name]: { before: `${before} ${def.label}`, after: `${before + items.length} ${def.label}` },
        };
        if (cover && newCover) changes[cover.parentField] = { before: null, after: newCover };
        await touchParent(tx, id, actorId, changes, newCover);
      });
      access.forget([id]);
      const rows = await readChildren(app.db as Db, children, id);
      return { ...list(rows.length, rows), message: `Thêm ${items.length} ${def.label} thành công` };
    },
  );

  app.put(
    `${base}/order`,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({ ids: ZIdList(listLabel, def.max) }),
        response: { 200: ZList(ZChild) },
      },
    },
    async (request) => {
      access.guardWrite(request);
      const { id } = request.params;
      await access.found(request, id);
      const ids = request.body.ids;
      await app.db.transaction(async (tx) => {
        await lockParent(tx, id);
        const current = await tx
          .select({ id: childId })
          .from(table)
          .where(eq(parentId, id))
          .orderBy(asc(column('position')));
        const wanted = new Set(ids);
        // every child exactly once: a page opened before another officer added or removed one must reload first
        if (
          wanted.size !== ids.length ||
          ids.length !== current.length ||
          current.some((row) => !wanted.has(row.id as number))
        )
          throw new AppError('VALIDATION', `${listLabel} đã thay đổi, vui lòng tải lại trang`);
        const positions = sql.join(
          ids.map((value, i) => sql`when ${value}::int then ${i + 1}::int`),
          sql` `,
        );
        await tx
          .update(table)
          .set({ [propertyOf(children, 'position')]: sql`case ${childId} ${positions} end` } as never)
          .where(eq(parentId, id));
        const shown = (list: unknown[]) => list.map((value) => `#${value as number}`).join(', ');
        const changes = { [def.name]: { before: shown(current.map((row) => row.id)), after: shown(ids) } };
        // the first photo is the album's face when staff did not choose one: it follows the new order
        await touchParent(tx, id, auth(request).user.id, changes);
      });
      access.forget([id]);
      const rows = await readChildren(app.db as Db, children, id);
      return { ...list(rows.length, rows), message: `Cập nhật thứ tự ${def.label} thành công` };
    },
  );

  app.patch(
    `${base}/:childId`,
    {
      config: need('update'),
      schema: { tags, params: ZChildParams, body: itemSchema.partial(), response: { 200: ZEntry(ZChild) } },
    },
    async (request) => {
      const values = await stored(request, request.body as Record<string, unknown>);
      const { id, childKey } = await childWrite(request, async (tx, { id, childKey }) => {
        const [before] = await tx
          .select()
          .from(table)
          .where(and(eq(childId, childKey), eq(parentId, id)));
        if (!before) throw new AppError('NOT_FOUND');
        await tx
          .update(table)
          .set(children.toColumns(values) as never)
          .where(eq(childId, childKey));
        const described = (row: Record<string, unknown>) =>
          Object.keys(values)
            .map((key) => `${def.fields[key].label}: ${(row[key] as string | null) ?? '(trống)'}`)
            .join('; ');
        const was = rowByNames(children, before);
        const changes = {
          [def.name]: {
            before: `#${childKey} ${described(was)}`,
            after: `#${childKey} ${described({ ...was, ...values })}`,
          },
        };
        await touchParent(tx, id, auth(request).user.id, changes);
      });
      const rows = await readChildren(app.db as Db, children, id);
      return entry(
        rows.find((row) => row.id === childKey)!,
        `Cập nhật ${def.label} thành công`,
      );
    },
  );

  app.delete(
    `${base}/:childId`,
    { config: need('update'), schema: { tags, params: ZChildParams, response: { 200: ZMessage } } },
    async (request) => {
      await childWrite(request, async (tx, { id, childKey }, currentCover) => {
        const before = await countOf(tx, id);
        const [removed] = await tx
          .delete(table)
          .where(and(eq(childId, childKey), eq(parentId, id)))
          .returning();
        if (!removed) throw new AppError('NOT_FOUND');
        const changes: Record<string, FieldChange> = {
          [def.name]: { before: `${before} ${def.label}`, after: `${before - 1} ${def.label}` },
        };
        // the cover was this photo: the album takes the first one left rather than pointing at a removed photo
        let newCover: string | null | undefined;
        if (cover && currentCover === rowByNames(children, removed)[cover.childField]) {
          newCover = await firstValue(tx, id);
          changes[cover.parentField] = { before: currentCover, after: newCover };
        }
        await touchParent(tx, id, auth(request).user.id, changes, newCover);
      });
      return ok(null, `Xoá ${def.label} thành công`);
    },
  );

  if (cover) {
    app.put(
      `${base}/:childId/cover`,
      { config: need('update'), schema: { tags, params: ZChildParams, response: { 200: ZMessage } } },
      async (request) => {
        await childWrite(request, async (tx, { id, childKey }, currentCover) => {
          const [chosen] = await tx
            .select({ value: column(cover.childField) })
            .from(table)
            .where(and(eq(childId, childKey), eq(parentId, id)));
          if (!chosen) throw new AppError('NOT_FOUND');
          const value = chosen.value as string;
          const changes = { [cover.parentField]: { before: currentCover, after: value } };
          await touchParent(tx, id, auth(request).user.id, changes, value);
        });
        return ok(null, `Cập nhật ${resource.fields[cover.parentField].label.toLocaleLowerCase('vi')} thành công`);
      },
    );
  }
}

/** the Drizzle property of a column name */
function propertyOf(children: ChildTable, name: string) {
  return Object.keys(children.toColumns({ [name]: 0 }))[0];
}

/** a row selected with Drizzle's property names, keyed by column names */
function rowByNames(children: ChildTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of ['id', 'position', ...Object.keys(children.def.fields)])
    out[name] = row[propertyOf(children, name)];
  return out;
}
