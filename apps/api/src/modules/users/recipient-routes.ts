import { and, asc, gt, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strictInteger } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import { countRows } from '../../query/count-rows.ts';
import { ZIdList } from '../../query/list-params.ts';
import { users } from '../../db/schema/index.ts';
import { list, ZEnvelope } from '../../lib/envelope.ts';
import { userConditions } from './user-queries.ts';

const MAX_RECIPIENTS = 100_000;
const ids = (label: string) => ZIdList(label, 5_000).optional();

const ZRecipientBody = z.object({
  role_ids: ids('Vai trò'),
  ward_ids: ids('Xã/phường'),
  village_ids: ids('Thôn/xóm'),
  keyword: z.string().trim().max(200).optional(),
  only_active: z.boolean().default(true),
});
const ZRecipientQuery = z.object({
  after_id: strictInteger('Mã bắt đầu', { min: 0 }).default(0),
  length: strictInteger('Số bản ghi', { min: 1, max: MAX_RECIPIENTS }).default(MAX_RECIPIENTS),
});

/**
 * Notification recipients (spec §7 POST /api/admin/users/list): one request answers up to 100,000 users of the
 * caller's units with the few columns a recipient list needs, in id order; `after_id` continues a longer selection.
 * The old console split big lists into six delayed page requests; this makes that unnecessary.
 */
export const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/list',
    {
      config: { access: { action: 'list', subject: 'users' } },
      // no response schema: validating 100,000 rows would cost more than the query
      schema: {
        tags: ['users'],
        body: ZRecipientBody,
        querystring: ZRecipientQuery,
        response: { 200: ZEnvelope(z.any()) },
      },
    },
    async (request) => {
      const { role_ids, ward_ids, village_ids, keyword, only_active } = request.body;
      const where = and(
        userConditions(request.auth!.scope, { keyword, is_active: only_active ? true : undefined }),
        role_ids?.length ? inArray(users.roleId, role_ids) : undefined,
        ward_ids?.length ? inArray(users.wardId, ward_ids) : undefined,
        village_ids?.length ? inArray(users.villageId, village_ids) : undefined,
      );
      const [entries, total] = await Promise.all([
        app.db
          .select({
            id: users.id,
            username: users.username,
            full_name: users.fullName,
            phone: users.phone,
            role_id: users.roleId,
            ward_id: users.wardId,
          })
          .from(users)
          .where(and(where, gt(users.id, request.query.after_id)))
          .orderBy(asc(users.id))
          .limit(request.query.length),
        countRows(app.db, users, where),
      ]);
      return list(total, entries);
    },
  );
};
