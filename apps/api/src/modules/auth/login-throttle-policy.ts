import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_ADDRESS_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  PASSWORD_RESET_MAX_PER_ADDRESS,
  PASSWORD_RESET_WINDOW_MS,
} from '@console/shared/domain/limits';

/**
 * The counters one request is judged on. Both stores (login-throttle.ts over `login_failures`, the Redis script in
 * login-throttle-redis.ts) keep one timestamped entry per counted attempt and apply judge() below, so they answer alike.
 */
export interface ThrottleRule {
  /** 'user:<name>': slowed down after its free failures; absent when the request is not a password guess */
  account?: string;
  /** 'ip:<addr>' or 'reset-ip:<addr>': refused once `addressLimit` entries are in the last `addressWindowMs` */
  address: string;
  addressLimit: number;
  addressWindowMs: number;
}

export const loginRule = (username: string, ip: string): ThrottleRule => ({
  account: `user:${username.toLowerCase()}`,
  address: `ip:${ip}`,
  addressLimit: LOGIN_ADDRESS_MAX_FAILURES,
  addressWindowMs: LOGIN_ADDRESS_WINDOW_MS,
});

export const resetRule = (ip: string): ThrottleRule => ({
  address: `reset-ip:${ip}`,
  addressLimit: PASSWORD_RESET_MAX_PER_ADDRESS,
  addressWindowMs: PASSWORD_RESET_WINDOW_MS,
});

/** no rule looks further back than this, so older entries can be dropped */
export const KEEP_MS = Math.max(LOGIN_ACCOUNT_WINDOW_MS, LOGIN_ADDRESS_WINDOW_MS, PASSWORD_RESET_WINDOW_MS);

/** the entries of one key inside its window (count 0: the times are not read) */
export interface KeyStats {
  count: number;
  oldestMs: number;
  newestMs: number;
}

/** what the route holds between the check and the answer: which entries this attempt added */
export interface AttemptTicket {
  account?: string;
  address: string;
  /** the store's id of the address entry, or null when the attempt was not counted for the address */
  addressEntry: string | null;
}

export type Verdict =
  | { allowed: true; ticket: AttemptTicket }
  | { allowed: false; reason: 'account' | 'address'; retryAfterSeconds: number };

/** the wait after the last failure once an account has `failures` in its window: 0, then 1 s, 2 s, 4 s … 60 s */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

export type Judgement = { waitMs: number; reason: 'account' | 'address' } | { waitMs: 0; countForAddress: boolean };

/** the policy; the Redis script repeats it step by step, so change both together */
export function judge(rule: ThrottleRule, address: KeyStats, account: KeyStats | null, now: number): Judgement {
  let waitMs = 0;
  let reason: 'account' | 'address' = 'address';
  // the address is free again when its oldest entry leaves the window
  if (address.count >= rule.addressLimit) waitMs = address.oldestMs + rule.addressWindowMs - now;
  // An account past its free failures is already held to a slow pace, so its further failures stay out of the address
  // count: however long one account is attacked, it adds at most LOGIN_FREE_FAILURES an hour to the count that every
  // colleague behind the same address shares.
  const delayed = account !== null && account.count >= LOGIN_FREE_FAILURES;
  if (delayed) {
    const accountWait = account.newestMs + accountDelayMs(account.count) - now;
    if (accountWait > waitMs) {
      waitMs = accountWait;
      reason = 'account';
    }
  }
  return waitMs > 0 ? { waitMs, reason } : { waitMs: 0, countForAddress: !delayed };
}

export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
