import type { SessionUser } from '@console/shared/api-types';
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { incompleteIdentityMessage } from '@console/shared/forms/app-user-fields';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnitScope } from '../../core/scope.ts';
import { changeUserStatus, createUser, deleteUser, updateUser } from '../users/user-service.ts';
import { APP_USERS_AUDIT, appUsersInScope, findAppUser, RESIDENT_ROLE_ID, type AppUser } from './app-user-queries.ts';

// The writes of app users (issue 19). Creating, editing, locking and deleting go through the users service, so a
// resident account gets the same password hashing, login-name uniqueness, unit checks and session ending as a staff
// one; each first makes sure the id is a resident of the caller's units (otherwise 404, nothing written).

interface Caller {
  user: SessionUser;
  scope: UnitScope;
}

/** spec §3 acc_status: 1 not verified, 2 waiting, 3 verified (forms/user-fields.ts) */
const NOT_VERIFIED = 1;

export interface AppUserInput {
  username?: string;
  password?: string | null;
  full_name?: string;
  phone?: string | null;
  email?: string | null;
  /** the calendar day, 'YYYY-MM-DD' (the body's birthday once read) */
  birthday?: string | null;
  sex?: number | null;
  id_card_number?: string | null;
  ward_id?: number;
  village_id?: number | null;
}

const IDENTITY = ['full_name', 'birthday', 'sex', 'id_card_number'] as const;

/** the body in the users service's words (the birthday is its `dob`) */
function userInput({ birthday, ...input }: AppUserInput) {
  return { ...input, ...(birthday !== undefined ? { dob: birthday } : {}) };
}

async function residentOf(app: FastifyInstance, caller: Caller, id: number) {
  const found = await findAppUser(app.db, caller.scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

const reload = async (app: FastifyInstance, caller: Caller, id: number) =>
  (await findAppUser(app.db, caller.scope, id))!;

/** a new resident account, not verified yet; the password is generated (and shown once) when none is given */
export async function createAppUser(app: FastifyInstance, caller: Caller, input: AppUserInput & { username: string }) {
  const { entry, generatedPassword } = await createUser(app, caller, {
    ...userInput(input),
    username: input.username,
    role_id: RESIDENT_ROLE_ID,
    acc_status: NOT_VERIFIED,
  });
  return { entry: await reload(app, caller, entry!.id), generatedPassword };
}

/**
 * Identity, contact and units; never the role. A verified account whose identity changes is no longer verified: what
 * an officer checked is not what it holds any more (`reverified` says so).
 */
export async function updateAppUser(app: FastifyInstance, caller: Caller, id: number, input: AppUserInput) {
  const before = await residentOf(app, caller, id);
  const day = (value: string | null | undefined) => value?.slice(0, 10) ?? null;
  const changed = IDENTITY.some((key) => {
    if (input[key] === undefined) return false;
    return key === 'birthday' ? day(input.birthday) !== day(before.birthday) : input[key] !== before[key];
  });
  await updateUser(app, caller, id, userInput(input));
  // after the edit, on the row as it is then: a verification that landed between the read above and the edit
  // verified the old identity, and is taken back with it
  const reverified =
    changed &&
    (
      await app.db
        .update(users)
        .set({ accStatus: NOT_VERIFIED })
        .where(and(eq(users.id, id), eq(users.accStatus, ACC_STATUS_VERIFIED)))
        .returning({ id: users.id })
    ).length > 0;
  return { entry: await reload(app, caller, id), reverified };
}

/**
 * spec §3/§4: acc_status 3, verified — only with the whole identity (full name, birthday, sex, CCCD). The update is
 * conditional on those being there, so an edit emptying one meanwhile cannot slip through; the officer is recorded.
 */
export async function approveAppUser(app: FastifyInstance, caller: Caller, id: number): Promise<AppUser> {
  const resident = await residentOf(app, caller, id);
  if (resident.kyc_missing.length) throw new AppError('VALIDATION', incompleteIdentityMessage(resident.kyc_missing));
  if (resident.acc_status === ACC_STATUS_VERIFIED) return resident;
  await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(users)
      .set({ accStatus: ACC_STATUS_VERIFIED, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, id),
          appUsersInScope(caller.scope),
          sql`nullif(trim(${users.fullName}), '') is not null and ${users.dob} is not null`,
          sql`${users.sex} is not null and nullif(trim(${users.idCardNumber}), '') is not null`,
        ),
      )
      .returning({ id: users.id });
    if (!done) throw new AppError('CONFLICT');
    await tx.insert(auditLog).values({
      actorId: caller.user.id,
      action: 'approve',
      subject: APP_USERS_AUDIT,
      rowId: id,
      details: { acc_status: { before: resident.acc_status, after: ACC_STATUS_VERIFIED } },
    });
  });
  return reload(app, caller, id);
}

/** a lock ends the resident's sessions at once (users' change-status); unlocking lets them sign in again */
export async function lockAppUser(app: FastifyInstance, caller: Caller, id: number, locked: boolean) {
  await residentOf(app, caller, id);
  await changeUserStatus(app, caller, id, !locked);
  return reload(app, caller, id);
}

export async function deleteAppUser(app: FastifyInstance, caller: Caller, id: number) {
  await residentOf(app, caller, id);
  await deleteUser(app, caller, id);
}
