import { LOGIN_ACCOUNT_WINDOW_MS } from '@console/shared/domain/limits';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError, ERRORS } from '../../lib/app-error.ts';
import {
  judge,
  KEEP_MS,
  retryAfterSeconds,
  type AttemptTicket,
  type KeyStats,
  type ThrottleRule,
  type Verdict,
} from './login-throttle-policy.ts';

export { loginRule, resetRule, type AttemptTicket, type ThrottleRule, type Verdict } from './login-throttle-policy.ts';
export { redisLoginThrottle } from './login-throttle-redis.ts';

/**
 * Login throttling shared by every API node (policy: login-throttle-policy.ts). An allowed attempt is recorded as a
 * failure before the password is checked, in the same atomic step as the check, so parallel guesses cannot all pass
 * on the same old count; a wrong password then needs no write, and a right one calls succeeded().
 */
export interface LoginThrottle {
  /** refuses while the account must wait or the address is over its limit; otherwise counts the attempt */
  attempt(rule: ThrottleRule): Promise<Verdict>;
  /** the password was right: the account's failures are forgiven and this attempt leaves the address count */
  succeeded(ticket: AttemptTicket): Promise<void>;
}

/** the 429 for a refused login, its wait in the message (Retry-After carries it in seconds) */
export function loginRefusal(verdict: Extract<Verdict, { allowed: false }>): AppError {
  const code = verdict.reason === 'account' ? 'LOGIN_DELAYED' : 'LOGIN_ADDRESS_LIMITED';
  // an account waits at most a minute, so seconds; an address up to 15 minutes, so minutes
  const n = verdict.reason === 'account' ? verdict.retryAfterSeconds : Math.ceil(verdict.retryAfterSeconds / 60);
  return new AppError(code, ERRORS[code][1].replace('{n}', String(n)));
}

// advisory locks in the two-int form, so they never meet the single-bigint locks of the seed and the overdue job
const LOCK_CLASS = 0x10617;
const PRUNE_EVERY = 100;
const EMPTY: KeyStats = { count: 0, oldestMs: 0, newestMs: 0 };

export function dbLoginThrottle(db: Db, now: () => number = () => Date.now()): LoginThrottle {
  const f = loginFailures;
  let attempts = 0;
  return {
    async attempt(rule) {
      const at = now();
      const keys = rule.account ? [rule.account, rule.address] : [rule.address];
      const verdict = await db.transaction(async (tx): Promise<Verdict> => {
        // One attempt at a time per key, across nodes: the read below must see the entry of the attempt before it.
        // The locks are taken in ascending order of the 32-bit hashes actually locked — not of the keys: a caller
        // chooses the user name, and a name hashing like another caller's address would otherwise close a circle.
        const hashes = keys.map((key) => sql`hashtext(${key})`);
        const locks =
          hashes.length === 1
            ? [sql`pg_advisory_xact_lock(${LOCK_CLASS}::int, ${hashes[0]})`]
            : [sql`least(${hashes[0]}, ${hashes[1]})`, sql`greatest(${hashes[0]}, ${hashes[1]})`].map(
                (h) => sql`pg_advisory_xact_lock(${LOCK_CLASS}::int, ${h})`,
              );
        await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
        const windows = [{ key: rule.address, ms: rule.addressWindowMs }];
        if (rule.account) windows.push({ key: rule.account, ms: LOGIN_ACCOUNT_WINDOW_MS });
        const rows = await tx
          .select({
            key: f.key,
            count: sql<number>`count(*)::int`,
            oldestMs: sql<number>`(extract(epoch from min(${f.failedAt})) * 1000)::float8`,
            newestMs: sql<number>`(extract(epoch from max(${f.failedAt})) * 1000)::float8`,
          })
          .from(f)
          .where(or(...windows.map((w) => and(eq(f.key, w.key), gt(f.failedAt, new Date(at - w.ms))))))
          .groupBy(f.key);
        const stats = (key: string): KeyStats => {
          const row = rows.find((r) => r.key === key);
          return row
            ? { count: row.count, oldestMs: Math.round(row.oldestMs), newestMs: Math.round(row.newestMs) }
            : EMPTY;
        };
        const judged = judge(rule, stats(rule.address), rule.account ? stats(rule.account) : null, at);
        if (!('countForAddress' in judged)) {
          return { allowed: false, reason: judged.reason, retryAfterSeconds: retryAfterSeconds(judged.waitMs) };
        }
        const entries = keys.filter((key) => key !== rule.address || judged.countForAddress);
        const added = await tx
          .insert(f)
          .values(entries.map((key) => ({ key, failedAt: new Date(at) })))
          .returning({ id: f.id, key: f.key });
        const addressRow = added.find((row) => row.key === rule.address);
        const addressEntry = addressRow ? String(addressRow.id) : null;
        return { allowed: true, ticket: { account: rule.account, address: rule.address, addressEntry } };
      });
      // entries no rule reads any more go now and then, so the table holds about an hour of failures
      if (++attempts % PRUNE_EVERY === 0) await db.delete(f).where(lt(f.failedAt, new Date(at - KEEP_MS)));
      return verdict;
    },
    async succeeded(ticket) {
      const conditions = [];
      if (ticket.account) conditions.push(eq(f.key, ticket.account));
      if (ticket.addressEntry) conditions.push(eq(f.id, Number(ticket.addressEntry)));
      if (conditions.length) await db.delete(f).where(or(...conditions));
    },
  };
}
