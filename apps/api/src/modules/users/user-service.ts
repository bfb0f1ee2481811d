import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@console/shared/api-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { departments, passwordResets, positions, roles, sessions, users } from '../../db/schema/index.ts';
import { formatMessage } from '@console/shared/validation/messages';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { UnitScope } from '../../core/scope.ts';
import { canGrantRole } from './grant-rules.ts';
import { loadRole } from './load-role.ts';
import { findUser } from './user-queries.ts';
import { resolveUnits, type UnitInput } from './user-units.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

interface Caller {
  user: SessionUser;
  scope: UnitScope;
}

export interface UserInput extends UnitInput {
  username?: string;
  password?: string | null;
  full_name?: string;
  role_id?: number;
  phone?: string | null;
  email?: string | null;
  dob?: string | null;
  sex?: number | string | null;
  id_card_number?: string | null;
  acc_status?: number | string | null;
  department_id?: number | null;
  position_id?: number | null;
  is_active?: boolean | null;
}

/** a password for an officer to read out once: letters and digits, no look-alikes */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

function profileColumns(input: UserInput) {
  const columns: Partial<typeof users.$inferInsert> = {};
  if (input.full_name !== undefined) columns.fullName = input.full_name;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.email !== undefined) columns.email = input.email;
  if (input.dob !== undefined) columns.dob = input.dob;
  if (input.sex !== undefined) columns.sex = input.sex === null ? null : Number(input.sex);
  if (input.id_card_number !== undefined) columns.idCardNumber = input.id_card_number;
  if (input.acc_status != null) columns.accStatus = Number(input.acc_status);
  if (input.department_id !== undefined) columns.departmentId = input.department_id;
  if (input.position_id !== undefined) columns.positionId = input.position_id;
  if (input.is_active != null) columns.isActive = input.is_active;
  return columns;
}

/** a department or position named in the form must exist */
async function assertOrganisation(app: FastifyInstance, input: UserInput) {
  const checks: [number | null | undefined, typeof departments | typeof positions, string][] = [
    [input.department_id, departments, 'Phòng ban'],
    [input.position_id, positions, 'Chức vụ'],
  ];
  for (const [id, table, label] of checks) {
    if (!id) continue;
    const [row] = await app.db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) throw new AppError('VALIDATION', formatMessage(label));
  }
}

async function grantableRole(app: FastifyInstance, caller: Caller, roleId: number) {
  const role = await loadRole(app.db, roleId);
  if (!canGrantRole(caller.user, role)) throw new AppError('ROLE_NOT_GRANTABLE');
  return role;
}

/** a role still waiting for approval cannot be given (its current holders keep it) */
async function assertApproved(app: FastifyInstance, roleId: number) {
  const [row] = await app.db.select({ approved: roles.isApproved }).from(roles).where(eq(roles.id, roleId));
  if (row && !row.approved) throw new AppError('ROLE_NOT_APPROVED');
}

export async function createUser(
  app: FastifyInstance,
  caller: Caller,
  input: UserInput & { username: string; role_id: number },
) {
  const role = await grantableRole(app, caller, input.role_id);
  await assertApproved(app, role.id);
  const units = await resolveUnits(app.db, caller.scope, role, input);
  await assertOrganisation(app, input);
  const generated = input.password ? null : generatePassword();
  try {
    const [created] = await app.db
      .insert(users)
      .values({
        ...profileColumns(input),
        username: input.username,
        passwordHash: await hashPassword(input.password ?? generated!),
        roleId: role.id,
        ...units,
      })
      .returning({ id: users.id });
    return { entry: await findUser(app.db, caller.scope, created.id), generatedPassword: generated };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/** the target must be in reach and hold a role the caller could give */
async function manageable(app: FastifyInstance, caller: Caller, id: number) {
  const target = await findUser(app.db, caller.scope, id);
  if (!target) throw new AppError('NOT_FOUND');
  await grantableRole(app, caller, target.role_id);
  return target;
}

export async function updateUser(app: FastifyInstance, caller: Caller, id: number, input: UserInput) {
  const target = await manageable(app, caller, id);
  const self = id === caller.user.id;
  if (self && ((input.role_id !== undefined && input.role_id !== target.role_id) || input.is_active === false))
    throw new AppError('SELF_ACTION');
  const role = await grantableRole(app, caller, input.role_id ?? target.role_id);
  if (role.id !== target.role_id) await assertApproved(app, role.id);
  await assertOrganisation(app, input);
  const unitsChanged = ['province_id', 'district_id', 'ward_id', 'village_id', 'role_id'].some((k) => k in input);
  const wardChanged = 'ward_id' in input && input.ward_id !== target.ward_id;
  const units = unitsChanged
    ? await resolveUnits(app.db, caller.scope, role, {
        province_id: 'province_id' in input ? input.province_id : target.province_id,
        district_id: 'district_id' in input ? input.district_id : target.district_id,
        ward_id: 'ward_id' in input ? input.ward_id : target.ward_id,
        // a village of the old ward does not follow the user to a new one
        village_id: 'village_id' in input ? input.village_id : wardChanged ? null : target.village_id,
      })
    : {};
  try {
    await app.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...profileColumns(input),
          ...(input.username ? { username: input.username } : {}),
          roleId: role.id,
          ...units,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      if (input.is_active === false) await endSessionsOnLock(app, id, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
  return findUser(app.db, caller.scope, id);
}

export async function changeUserStatus(app: FastifyInstance, caller: Caller, id: number, wanted?: boolean) {
  const target = await manageable(app, caller, id);
  if (id === caller.user.id) throw new AppError('SELF_ACTION');
  const isActive = wanted ?? !target.is_active;
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (!isActive) await endSessionsOnLock(app, id, tx);
  });
  return findUser(app.db, caller.scope, id);
}

/**
 * A lock ends the account's sessions, like a password change: every request checks users.is_active, so the tokens
 * stop at once anyway, but without this, unlocking would bring back every token issued before the lock (one copied
 * from a lost phone included).
 */
function endSessionsOnLock(app: FastifyInstance, id: number, tx: Tx) {
  return app.tokens.revokeAllOf(id, undefined, tx);
}

/** a new password shown once to the officer; every session of the user ends and pending reset links die */
export async function resetPasswordWithoutEmail(app: FastifyInstance, caller: Caller, id: number) {
  await manageable(app, caller, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
  });
  return password;
}

export async function deleteUser(app: FastifyInstance, caller: Caller, id: number) {
  await manageable(app, caller, id);
  if (id === caller.user.id) throw new AppError('SELF_ACTION');
  await app.db.delete(users).where(eq(users.id, id));
}
