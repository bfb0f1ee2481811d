import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@console/shared/domain/limits';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** counts failed logins per key ('user:name', 'ip:addr') in a 15-minute window, shared by every API node */
export interface LoginThrottle {
  isBlocked(keys: string[]): Promise<boolean>;
  recordFailure(keys: string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

export function dbLoginThrottle(db: Db): LoginThrottle {
  const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  return {
    async isBlocked(keys) {
      const rows = await db
        .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, windowStart())))
        .groupBy(loginFailures.key);
      return rows.some((row) => row.n >= LOGIN_MAX_FAILURES);
    },
    async recordFailure(keys) {
      await db.insert(loginFailures).values(keys.map((key) => ({ key })));
      // keep the table small: rows older than the window no longer count
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },
    async clear(key) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
    },
  };
}

export function redisLoginThrottle(redis: Redis): LoginThrottle {
  const name = (key: string) => `login-failures:${key}`;
  return {
    async isBlocked(keys) {
      const counts = await redis.mget(keys.map(name));
      return counts.some((n) => Number(n ?? 0) >= LOGIN_MAX_FAILURES);
    },
    async recordFailure(keys) {
      const tx = redis.multi();
      for (const key of keys) {
        tx.incr(name(key));
        tx.pexpire(name(key), LOGIN_FAILURE_WINDOW_MS, 'NX');
      }
      await tx.exec();
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}
