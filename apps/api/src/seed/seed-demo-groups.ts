import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { groupMembers, groups } from '../db/schema/areas/groups.ts';
import { unionMembers, unionOrganizations } from '../db/schema/areas/union-organizations.ts';
import { users } from '../db/schema/index.ts';

/** who is in each demo group of a commune, by account prefix (the commune's number follows), and who asked to join */
const MEMBERS: Record<string, [prefix: string, role: string, status: string, message?: string][]> = {
  'Tổ hợp tác trồng chè Shan tuyết': [
    ['thon', 'leader', 'approved'],
    ['phutrach', 'member', 'approved'],
    ['nguoidan', 'member', 'pending', 'Gia đình tôi có 2 sào chè Shan tuyết, xin tham gia tổ.'],
  ],
  'Câu lạc bộ văn nghệ dân gian': [
    ['yte', 'leader', 'approved'],
    ['congan', 'member', 'approved'],
  ],
  'Hợp tác xã nông nghiệp xanh': [['doanthe', 'leader', 'approved']],
};

/** the members and join requests of the demo groups (area-demos/groups.ts), with each group's member count */
export async function seedDemoGroupMembers(tx: Tx, pair: readonly { id: number }[]) {
  for (const [n, ward] of pair.entries()) {
    const rows = await tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.wardId, ward.id), inArray(groups.name, Object.keys(MEMBERS))));
    const accounts = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.wardId, ward.id));
    const idOf = (prefix: string) => accounts.find((a) => a.username === `${prefix}${n + 1}`)?.id;
    const values = rows.flatMap((group) =>
      MEMBERS[group.name].flatMap(([prefix, role, status, message]) => {
        const userId = idOf(prefix);
        if (!userId) return [];
        const decided = status === 'approved' ? { decidedAt: new Date() } : {};
        return [{ groupId: group.id, userId, role, status, message: message ?? null, ...decided }];
      }),
    );
    if (!values.length) continue;
    await tx.insert(groupMembers).values(values);
    await tx.execute(sql`
      update ${groups} g set member_count = (
        select count(*) from ${groupMembers} m where m.group_id = g.id and m.status = 'approved')
      where g.ward_id = ${ward.id}`);
  }
}

/** who is in each demo union organisation, by account prefix: the commune's union officer (doanthe) runs the Women's
 *  Union and the Farmers' Union; the resident is a validated farmer, the hamlet officer a farmer awaiting validation */
const UNION_MEMBERS: Record<string, [prefix: string, role: string, validated: boolean][]> = {
  women: [['doanthe', 'chair', true]],
  farmers: [
    ['doanthe', 'officer', true],
    ['nguoidan', 'member', true],
    ['thon', 'member', false],
  ],
  youth: [['congan', 'member', true]],
};

export async function seedDemoUnionMembers(tx: Tx, pair: readonly { id: number }[]) {
  for (const [n, ward] of pair.entries()) {
    const unions = await tx
      .select({ id: unionOrganizations.id, kind: unionOrganizations.kind })
      .from(unionOrganizations)
      .where(eq(unionOrganizations.wardId, ward.id));
    const accounts = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.wardId, ward.id));
    const idOf = (prefix: string) => accounts.find((a) => a.username === `${prefix}${n + 1}`)?.id;
    const values = unions.flatMap((union) =>
      (UNION_MEMBERS[union.kind] ?? []).flatMap(([prefix, role, validated]) => {
        const userId = idOf(prefix);
        return userId
          ? [{ unionId: union.id, userId, role, isValidated: validated, validatedAt: validated ? new Date() : null }]
          : [];
      }),
    );
    if (!values.length) continue;
    await tx.insert(unionMembers).values(values);
    await tx.execute(sql`
      update ${unionOrganizations} o set member_count = (
        select count(*) from ${unionMembers} m where m.union_id = o.id and m.is_validated)
      where o.ward_id = ${ward.id}`);
  }
}
