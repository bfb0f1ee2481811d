import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, villages } from '../../db/schema/index.ts';
import { ZList } from '../../lib/envelope.ts';
import { likePattern, searchPattern } from '../../query/list-params.ts';

/** a person by name (without diacritics), username or phone: the members' searches of groups and unions */
export const personMatches = (keyword: string) => {
  const pattern = likePattern(keyword);
  return or(
    sql`search_text(coalesce(${users.fullName}, '')) like ${searchPattern(pattern)}`,
    sql`${users.username} like ${pattern}`,
    sql`${users.phone} like ${pattern}`,
  );
};

/** who a member is, as their account holds it: what staff check before approving or validating (the detail) */
export const identityColumns = {
  dob: users.dob,
  sex: users.sex,
  id_card_number: users.idCardNumber,
  email: users.email,
  village_name: villages.name,
};
export const ZIdentity = z.object({
  dob: z.string().nullable(),
  sex: z.number().nullable(),
  id_card_number: z.string().nullable(),
  email: z.string().nullable(),
  village_name: z.string().nullable(),
});

export const ZCandidates = ZList(
  z.object({ id: z.number(), full_name: z.string().nullable(), username: z.string(), phone: z.string().nullable() }),
);

/**
 * Accounts of a ward, active and not among `already` (a subquery of user ids: a group's members, a union's), by
 * name, username or phone: the 'add members' picker of groups and union organisations
 */
export async function memberCandidates(db: Db, wardId: number, already: SQL, keyword?: string) {
  return db
    .select({ id: users.id, full_name: users.fullName, username: users.username, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.wardId, wardId),
        eq(users.isActive, true),
        notInArray(users.id, already),
        keyword ? personMatches(keyword) : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(20);
}
