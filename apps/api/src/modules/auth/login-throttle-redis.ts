import { randomUUID } from 'node:crypto';
import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
} from '@console/shared/domain/limits';
import type { Redis } from 'ioredis';
import type { LoginThrottle } from './login-throttle.ts';
import { retryAfterSeconds } from './login-throttle-policy.ts';

// judge() of login-throttle-policy.ts, step by step, run atomically by Redis: a sorted set per key holds one member
// per counted attempt, scored by its time. KEYS[1] is the address, KEYS[2] the account (login only).
const GATE = `
local now, member = tonumber(ARGV[1]), ARGV[2]
local limit, addressWindow = tonumber(ARGV[3]), tonumber(ARGV[4])
local accountWindow, free, first, max = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local function recent(key, window)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count == 0 then return 0, 0, 0 end
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2]
  local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')[2]
  return count, tonumber(oldest), tonumber(newest)
end
local wait, reason, delayed = 0, 'address', false
local addressCount, addressOldest = recent(KEYS[1], addressWindow)
if addressCount >= limit then wait = addressOldest + addressWindow - now end
if #KEYS == 2 then
  local count, _, newest = recent(KEYS[2], accountWindow)
  if count >= free then
    delayed = true
    local accountWait = newest + math.min(max, first * 2 ^ (count - free)) - now
    if accountWait > wait then wait, reason = accountWait, 'account' end
  end
end
if wait > 0 then return { reason, wait } end
if #KEYS == 2 then
  redis.call('ZADD', KEYS[2], ARGV[1], member)
  redis.call('PEXPIRE', KEYS[2], accountWindow)
end
if delayed then return { 'allowed', 0 } end
redis.call('ZADD', KEYS[1], ARGV[1], member)
redis.call('PEXPIRE', KEYS[1], addressWindow)
return { 'allowed', 1 }
`;

// ARGV[5..8]: the account's part of the policy, the same for every request
const ACCOUNT_POLICY = [LOGIN_ACCOUNT_WINDOW_MS, LOGIN_FREE_FAILURES, LOGIN_FIRST_DELAY_MS, LOGIN_MAX_DELAY_MS];
// not the 'login-failures:' counters of earlier versions: a new type under an old name would fail until they expire
const name = (key: string) => `login-attempts:${key}`;

export function redisLoginThrottle(redis: Redis, now: () => number = () => Date.now()): LoginThrottle {
  return {
    async attempt(rule) {
      const at = now();
      const member = `${at}:${randomUUID()}`;
      const keys = rule.account ? [name(rule.address), name(rule.account)] : [name(rule.address)];
      const args = [at, member, rule.addressLimit, rule.addressWindowMs, ...ACCOUNT_POLICY];
      // 'allowed' with 1 when the attempt was counted for the address, or the refusal's reason with the wait in ms
      const [outcome, value] = (await redis.eval(GATE, keys.length, ...keys, ...args)) as [string, number];
      if (outcome !== 'allowed') {
        return {
          allowed: false,
          reason: outcome as 'account' | 'address',
          retryAfterSeconds: retryAfterSeconds(value),
        };
      }
      const addressEntry = value ? member : null;
      return { allowed: true, ticket: { account: rule.account, address: rule.address, addressEntry } };
    },
    async succeeded(ticket) {
      const tx = redis.multi();
      if (ticket.account) tx.del(name(ticket.account));
      if (ticket.addressEntry) tx.zrem(name(ticket.address), ticket.addressEntry);
      await tx.exec();
    },
  };
}
