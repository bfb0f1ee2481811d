import { lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateCounter: RateCounter;
  }
}

/**
 * Fixed-window counters shared by every API node: in Redis when the app has it (REDIS_URL), otherwise in the
 * database (`rate_limit_counters`), never in one process's memory. Each hit is one atomic increment, so concurrent
 * requests on several nodes cannot slip past a limit together.
 */
export interface RateCounter {
  /**
   * adds `amount` (one request by default, or bytes; 0 only reads) to `key`; answers the total of the current window
   * and the milliseconds until it resets
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ hits: number; resetInMs: number }>;
}

export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

export function dbRateCounter(db: Db): RateCounter {
  const c = rateLimitCounters;
  let calls = 0;
  return {
    async hit(key, windowMs, amount = 1) {
      const expired = sql`${c.resetAt} <= now()`;
      const [row] = await db
        .insert(c)
        .values({ key, hits: amount, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: c.key,
          // every SET expression reads the row as it was, so both see the same expiry
          set: {
            hits: sql`case when ${expired} then excluded.hits else ${c.hits} + excluded.hits end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${c.resetAt} end`,
          },
        })
        .returning({
          hits: c.hits,
          resetInMs: sql<number>`greatest(0, extract(epoch from (${c.resetAt} - now())) * 1000)::float8`,
        });
      // windows that passed long ago are removed now and then, so the table holds only active callers
      if (++calls % 200 === 0) await db.delete(c).where(lt(c.resetAt, sql`now() - interval '1 day'`));
      return { hits: row.hits, resetInMs: Number(row.resetInMs) };
    },
  };
}

export function redisRateCounter(redis: Redis): RateCounter {
  return {
    async hit(key, windowMs, amount = 1) {
      const name = `rate:${key}`;
      const results = await redis.multi().incrby(name, amount).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const [[incrError, hits], , [, ttl]] = results ?? [
        [new Error('redis multi aborted'), 0],
        [null, 0],
        [null, 0],
      ];
      if (incrError) throw incrError;
      return { hits: Number(hits), resetInMs: Math.max(0, Number(ttl)) };
    },
  };
}

/** counts a hit on every rule's key; answers the seconds to wait when one of them is over its limit, else 0 */
export async function consumeRateLimits(counter: RateCounter, rules: RateRule[]): Promise<number> {
  const results = await Promise.all(rules.map((rule) => counter.hit(rule.key, rule.windowMs)));
  const over = results.filter((result, i) => result.hits > rules[i].limit);
  return over.length ? Math.max(1, Math.ceil(Math.max(...over.map((r) => r.resetInMs)) / 1000)) : 0;
}

/** what a caller past a limit reads (429) */
export const TOO_MANY_MESSAGE = 'Bạn thao tác quá nhanh, vui lòng thử lại sau';

/**
 * Counts the request to `rules` and, when one is past its limit, answers 429 with Retry-After: true when it did (the
 * route returns the reply). One helper for every route limited per address or per account.
 */
export async function answeredTooMany(
  counter: RateCounter,
  reply: FastifyReply,
  rules: RateRule[],
  message = TOO_MANY_MESSAGE,
): Promise<boolean> {
  const retryAfter = await consumeRateLimits(counter, rules);
  if (retryAfter) sendTooMany(reply, retryAfter, message);
  return retryAfter > 0;
}

/** 429 in the envelope with Retry-After (the error catalogue has no general "too many" code) */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply.status(429).header('retry-after', String(retryAfterSeconds)).send({ code: 429, message, data: null });
}

const HOUR = 60 * 60_000;
/** the limits of callers without an account (guests), and a ceiling for accounts */
export const RATE_LIMITS = {
  guestUploadsPerIp: { limit: 30, windowMs: HOUR },
  /** KiB a guest address may store per hour: a few sentiments with videos, not a free disk */
  guestUploadKibPerIp: { limit: 500 * 1024, windowMs: HOUR },
  accountUploads: { limit: 300, windowMs: HOUR },
  guestSubmissionsPerIp: { limit: 10, windowMs: HOUR },
  guestSubmissionsPerPhone: { limit: 5, windowMs: 24 * HOUR },
  accountSubmissions: { limit: 20, windowMs: HOUR },
  /** the resident app's reads of public lists (GET /api/web/{resource}): a page a second, not a scraper */
  publicReadsPerIp: { limit: 3_600, windowMs: HOUR },
  /** rows residents or guests add (POST /api/web/{resource}: service suggestions) */
  publicCreatesPerIp: { limit: 10, windowMs: HOUR },
} as const;
