import { referenceNameKey } from '@console/shared/field-kinds/reference';
import { referencesNamesKey } from '@console/shared/field-kinds/references';
import type { Resource } from '@console/shared/resources/define-resource';
import { listFieldsOf } from '@console/shared/resources/list-fields';
import { objectSchema } from '@console/shared/validation/zod-fields';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../lib/envelope.ts';
import { answeredTooMany, RATE_LIMITS, type RateRule } from '../modules/files/rate-counter.ts';
import { storedValues } from './field-kind-hooks.ts';
import { checkMatches } from './matching-references.ts';
import { checkSameWard } from './same-ward-references.ts';
import { ZOptionalId, ZPaging } from '../query/list-params.ts';
import { createResourceRepository, type TargetOf } from './resource-repository.ts';
import { revalidated, type PublicPages } from './public-page-cache.ts';
import { childRowSchema, readChildren } from './read-children.ts';
import { listQuerySchema, rowSchema } from './resource-schemas.ts';
import type { ResourceTable } from './resource-table.ts';
import { assertWardInScope } from '../query/unit-scope-sql.ts';
import { publicShownConditions } from './public-shown.ts';
import { nativeJsonSerializerCompiler } from '../lib/response-serializer.ts';

const EVERYWHERE = { level: 'all' } as const;

/** the keys a public row keeps: its fields and their looked-up names, the row's id and dates */
const publicKeys = (fields: readonly string[]) =>
  new Set([
    'id',
    'created_at',
    'updated_at',
    ...fields.flatMap((f) => [f, referenceNameKey(f), referencesNamesKey(f)]),
  ]);

/** only the fields a definition makes public (`keys`: publicKeys, worked out once per route), plus id and dates */
function publicRow(row: Record<string, unknown>, keys: ReadonlySet<string>) {
  const kept: Record<string, unknown> = { id: row.id, created_at: row.created_at, updated_at: row.updated_at };
  for (const key in row) if (keys.has(key)) kept[key] = row[key];
  return kept;
}

/**
 * GET /api/web/{name} and /{id} for the resident app: active/approved rows of one ward (or of the catalogue), public
 * fields only; POST /api/web/{name} where residents may add rows. Each under a per-address limit.
 */
export function registerPublicResource(
  parent: FastifyInstance,
  bound: ResourceTable,
  targetOf: TargetOf,
  publicPages: PublicPages,
) {
  const { resource } = bound;
  if (!resource.publicRead && !resource.publicCreate) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repository = createResourceRepository(app.db, bound, targetOf);
  const base = `/api/web/${resource.name}`;
  const tags = [`web ${resource.name}`];

  /** counts a request to its limit per address — or per account, `who` — and answers 429 once it is past it */
  const limited = (
    request: FastifyRequest,
    reply: FastifyReply,
    rule: Omit<RateRule, 'key'>,
    kind: string,
    who = request.ip,
  ) => answeredTooMany(app.rateCounter, reply, [{ key: `${kind}:${who}`, ...rule }]);

  if (resource.publicRead && resource.singleton) {
    const { fields } = resource.publicRead;
    const ZPublicRow = rowSchema(resource, fields);
    app.get(
      base,
      {
        config: { access: 'public' },
        schema: { tags, response: { 200: ZEntry(ZPublicRow.nullable()) } },
      },
      async (request, reply) => {
        if (await limited(request, reply, RATE_LIMITS.publicReadsPerIp, 'public-read')) return reply;
        const { entries } = await repository.list(EVERYWHERE, { length: 1, sort: 'created_at', order: 'asc' });
        const row = entries[0] ? await repository.get(EVERYWHERE, entries[0].id as number) : null;
        return entry(row && publicRow(row, publicKeys(fields)));
      },
    );
  } else if (resource.publicRead) {
    const { publicRead } = resource;
    const { fields } = publicRead;
    const shown = publicShownConditions(bound, targetOf);
    const ZPublicRow = rowSchema(resource, fields);
    // a list row leaves the heavy fields out (list-fields.ts); the row read by id carries them
    const listFields = fields.filter((field) => listFieldsOf(resource).includes(field));
    const listKeys = publicKeys(listFields);
    const rowKeys = publicKeys(fields);
    const ZPublicListRow = rowSchema(resource, listFields);
    const pages = publicPages.of(resource.name);
    // the filters and search residents may use, checked as the staff list checks them
    const staffQuery = listQuerySchema(resource).shape as Record<string, z.ZodType>;
    const residentFilters = Object.fromEntries(
      [...(publicRead.filters ?? []), ...(publicRead.search ? ['keyword'] : [])].map((key) => [key, staffQuery[key]]),
    );
    const ZQuery = (
      resource.scope === 'ward' ? ZPaging.extend({ ward_id: ZOptionalId('Xã/phường').unwrap() }) : ZPaging
    ).extend(residentFilters);

    app.get(
      base,
      {
        config: { access: 'public' },
        // the rows are publicRow's picks of the page's columns: V8's writer, as the staff list (response-serializer.ts)
        serializerCompiler: nativeJsonSerializerCompiler({ checkWithZod: app.config.RESPONSE_CHECKS }),
        schema: { tags, querystring: ZQuery, response: { 200: ZList(ZPublicListRow) } },
      },
      async (request, reply) => {
        if (await limited(request, reply, RATE_LIMITS.publicReadsPerIp, 'public-read')) return reply;
        const query = request.query as Record<string, unknown> & { length: number };
        const chosen = Object.fromEntries(Object.keys(residentFilters).map((key) => [key, query[key]]));
        const { total, entries } = await repository.list(
          EVERYWHERE,
          { ...chosen, length: query.length, start: query.start, page: query.page, shown_in_ward: query.ward_id },
          shown,
          'public',
          listFields,
        );
        return list(
          total,
          entries.map((row) => publicRow(row, listKeys)),
        );
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: 'public' },
        schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZPublicRow) } },
      },
      async (request, reply) => {
        // a page in this node's memory costs the database nothing: only a read that reaches it counts to the limit
        let page = pages.get(request.params.id);
        if (!page) {
          if (await limited(request, reply, RATE_LIMITS.publicReadsPerIp, 'public-read')) return reply;
          const row = await repository.get(EVERYWHERE, request.params.id, shown);
          if (!row) throw new AppError('NOT_FOUND');
          page = pages.put(request.params.id, entry(publicRow(row, rowKeys)));
        }
        // 304 has no body, so it is outside the route's typed answers
        if (revalidated(request, reply, page)) return (reply as FastifyReply).status(304).send();
        return page.body;
      },
    );

    const children = bound.children;
    if (children) {
      // a shown row's children in their order (an album's photos); a hidden row's are as unknown as the row
      app.get(
        `${base}/:id/${children.def.name}`,
        {
          config: { access: 'public' },
          schema: { tags, params: ZIdParams, response: { 200: ZList(childRowSchema(children.def)) } },
        },
        async (request, reply) => {
          if (await limited(request, reply, RATE_LIMITS.publicReadsPerIp, 'public-read')) return reply;
          if (!(await repository.get(EVERYWHERE, request.params.id, shown))) throw new AppError('NOT_FOUND');
          const rows = await readChildren(app.db, children, request.params.id);
          return list(rows.length, rows);
        },
      );
    }
  }

  if (resource.publicCreate) {
    const { fields, message, signedIn } = resource.publicCreate;
    const ZBody = objectSchema(Object.fromEntries(fields.map((field) => [field, resource.fields[field]])));
    app.post(
      base,
      {
        config: { access: signedIn ? 'account' : 'public' },
        schema: { tags, body: ZBody, response: { 200: ZMessage } },
      },
      async (request, reply) => {
        const values = await storedValues(app.db, resource as Resource, request.body, EVERYWHERE, targetOf);
        if (typeof values.ward_id === 'number')
          await assertWardInScope(app.db, EVERYWHERE, values.ward_id, resource.fields.ward_id?.label);
        // the hamlets a service reaches are of its ward, its category of its kind: as on the staff's writes
        await checkSameWard(app.db, resource as Resource, targetOf, values, values);
        await checkMatches(app.db, resource as Resource, targetOf, values, values);
        // counted once the form is valid: a resident correcting a mistake does not use up their sends
        const sender = signedIn ? `account:${request.auth!.user.id}` : request.ip;
        if (await limited(request, reply, RATE_LIMITS.publicCreatesPerIp, 'public-create', sender)) return reply;
        await repository.insert(values, request.auth?.user.id ?? null);
        return ok(null, message);
      },
    );
    if (signedIn) registerOwnRows(signedIn.outcome, fields);
  }

  /** GET /api/web/{name}/mine: what the signed-in account sent, newest first, with the outcome staff gave it (and,
   *  for a reviewed area, the reason of a refusal) */
  function registerOwnRows(outcome: string, fields: readonly string[]) {
    const shown = [
      ...fields.filter((field) => listFieldsOf(resource).includes(field)),
      outcome,
      ...(resource.approval ? ['refusal_reason'] : []),
    ];
    const shownKeys = publicKeys(shown);
    const createdBy = bound.column('created_by');
    app.get(
      `${base}/mine`,
      {
        config: { access: 'account' },
        schema: { tags, querystring: ZPaging, response: { 200: ZList(rowSchema(resource, shown)) } },
      },
      async (request) => {
        const caller = request.auth!.user.id;
        const query = { ...request.query, sort: 'created_at', order: 'desc' as const };
        const page = await repository.list(
          EVERYWHERE,
          query,
          (bind) => [eq(createdBy, bind('mine', caller))],
          'mine',
          shown,
        );
        return list(
          page.total,
          page.entries.map((row) => publicRow(row, shownKeys)),
        );
      },
    );
  }
}
