import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { likePattern, searchPattern } from '../../query/list-params.ts';

/**
 * Accounts of a ward, active and not among `already` (a subquery of user ids: a group's members, a union's), by
 * name, username or phone: the 'add members' picker of groups and union organisations
 */
export async function memberCandidates(db: Db, wardId: number, already: SQL, keyword?: string) {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return db
    .select({ id: users.id, full_name: users.fullName, username: users.username, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.wardId, wardId),
        eq(users.isActive, true),
        notInArray(users.id, already),
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
