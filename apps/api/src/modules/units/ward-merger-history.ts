import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countRows } from '../../query/count-rows.ts';
import { offsetOf, ZPaging, type Paging } from '../../query/list-params.ts';
import { wardsInScope } from '../../query/unit-scope-sql.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users, wards } from '../../db/schema/index.ts';
import { list, ZList } from '../../lib/envelope.ts';
import type { UnitScope } from '../../core/scope.ts';

const intoWardId = sql`(${auditLog.details}->>'into_ward_id')::int`;

/** a merger is seen by whoever reaches the ward the others became (admin and root: every merger) */
function mergersInScope(scope: UnitScope): SQL | undefined {
  const condition = wardsInScope(scope);
  return condition
    ? sql`exists (select 1 from ${wards} where ${wards.id} = ${intoWardId} and ${condition})`
    : undefined;
}

interface MergerDetails {
  from_ward_ids: number[];
  into_ward_id: number;
  moved: Record<string, number>;
}

/** past mergers, newest first, from the audit rows mergeWards writes; ward names as they are now */
export async function listWardMergers(db: Db, scope: UnitScope, paging: Paging) {
  const where = and(eq(auditLog.action, 'merge'), eq(auditLog.subject, 'wards'), mergersInScope(scope));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        details: auditLog.details,
        actorId: users.id,
        actorUsername: users.username,
        actorFullName: users.fullName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(paging.length)
      .offset(offsetOf(paging)),
    countRows(db, auditLog, where),
  ]);
  const details = rows.map((row) => row.details as MergerDetails);
  const ids = [...new Set(details.flatMap((d) => [...d.from_ward_ids, d.into_ward_id]))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: wards.id, name: wards.name }).from(wards).where(inArray(wards.id, ids))).map((w) => [
          w.id,
          w.name,
        ])
      : [],
  );
  const ward = (id: number) => ({ id, name: names.get(id) ?? String(id) });
  const entries = rows.map((row, i) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: row.actorId ? { id: row.actorId, username: row.actorUsername!, full_name: row.actorFullName } : null,
    from_wards: details[i].from_ward_ids.map(ward),
    into_ward: ward(details[i].into_ward_id),
    moved: details[i].moved,
  }));
  return { total, entries };
}

const ZWardName = z.object({ id: z.number(), name: z.string() });
const ZMerger = z.object({
  id: z.number(),
  created_at: z.string(),
  actor: z.object({ id: z.number(), username: z.string(), full_name: z.string().nullable() }).nullable(),
  from_wards: z.array(ZWardName),
  into_ward: ZWardName,
  moved: z.record(z.string(), z.number()),
});

/** GET /api/admin/ward-mergers: the history under the merge screen */
export const wardMergerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ward-mergers',
    {
      config: { access: { action: 'list', subject: 'wards' } },
      schema: { tags: ['units'], querystring: ZPaging, response: { 200: ZList(ZMerger) } },
    },
    async (request) => {
      const { total, entries } = await listWardMergers(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );
};
