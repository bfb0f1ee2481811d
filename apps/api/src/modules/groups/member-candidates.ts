import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers } from '../../db/schema/areas/groups.ts';
import { users } from '../../db/schema/index.ts';
import { likePattern, searchPattern } from '../../query/list-params.ts';

/** accounts of the group's ward, active and not yet members, by name, username or phone: the 'add members' picker */
export async function memberCandidates(db: Db, group: { id: number; wardId: number }, keyword?: string) {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return db
    .select({ id: users.id, full_name: users.fullName, username: users.username, phone: users.phone })
    .from(users)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.userId, users.id), eq(groupMembers.groupId, group.id), eq(groupMembers.status, 'approved')),
    )
    .where(
      and(
        eq(users.wardId, group.wardId),
        eq(users.isActive, true),
        isNull(groupMembers.id),
        pattern
          ? or(
              sql`search_text(coalesce(${users.fullName}, '')) like ${searchPattern(pattern)}`,
              sql`${users.username} like ${pattern}`,
              sql`${users.phone} like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(20);
}
