import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { textValue } from './text-value.ts';
import type { KindContract } from './kind-contract.ts';

/** what stands for a hidden password in an answered address, and what a form sends back to keep the stored one */
export const SECRET_MASK = '***';

/**
 * `name=value` pairs that carry a credential, in the query or in the path: many recorders take their account in the
 * path (`rtsp://host:554/user=admin&password=123456&channel=1&stream=0.sdp`) or the query (`?user=admin&pwd=…`)
 */
const SECRET_PAIR = /([/?&;](?:pass(?:word)?|passwd|pwd|psw|pw|token|key|secret|auth)=)([^&;/?#]*)/gi;

/**
 * An address with credentials (a camera's RTSP URL) as it may be shown: the userinfo's password and every
 * password-like `name=value` pair replaced by SECRET_MASK. An address that does not parse is masked whole.
 */
export function maskSecretUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SECRET_MASK;
  }
  const userinfo = url.password ? `${url.username}:${SECRET_MASK}@` : url.username ? `${url.username}@` : '';
  // the address as written after its userinfo (host, path, query): only the secrets change in what staff see
  const scheme = value.indexOf('//');
  const afterScheme = value.slice(scheme + 2);
  const authorityEnd = afterScheme.search(/[/?#]/);
  const authority = authorityEnd < 0 ? afterScheme : afterScheme.slice(0, authorityEnd);
  const rest = afterScheme.slice(authority.lastIndexOf('@') + 1);
  return `${value.slice(0, scheme)}//${userinfo}${rest}`.replace(
    SECRET_PAIR,
    (_all, name: string) => `${name}${SECRET_MASK}`,
  );
}

/** where an address sends its credentials: a mask may only be filled for the very same place and account */
const placeOf = (url: URL) => `${url.protocol}//${decodeURIComponent(url.username)}@${url.hostname}:${url.port}`;

/**
 * The address a form sent, its masks filled from the stored address: an officer who changes a camera's path or
 * channel keeps the password they cannot see. Only for the same scheme, account, host and port — the stored password
 * never goes to another server (an edited host must come with its password). A mask nothing can fill: null.
 */
export function unmaskSecretUrl(sent: string, stored: string | null): string | null {
  if (!sent.includes(SECRET_MASK)) return sent;
  if (!stored) return null;
  let url: URL;
  let old: URL;
  try {
    url = new URL(sent.replaceAll(SECRET_MASK, 'x'));
    old = new URL(stored);
  } catch {
    return null;
  }
  if (placeOf(url) !== placeOf(old)) return null;
  const storedPairs = new Map(
    [...stored.matchAll(SECRET_PAIR)].map((match) => [match[1].slice(1).toLowerCase(), match[2]]),
  );
  let missing = false;
  let filled = sent.replace(SECRET_PAIR, (all, name: string, value: string) => {
    if (value !== SECRET_MASK) return all;
    const kept = storedPairs.get(name.slice(1).toLowerCase());
    if (kept === undefined) missing = true;
    return `${name}${kept ?? ''}`;
  });
  if (filled.includes(`:${SECRET_MASK}@`)) {
    if (!old.password) return null;
    filled = filled.replace(`:${SECRET_MASK}@`, `:${old.password}@`);
  }
  return missing || filled.includes(SECRET_MASK) ? null : filled;
}

/**
 * A secret address (issue 18: a camera's RTSP URL with its account): a form sends it whole; the server stores it
 * sealed (encrypted) beside its masked form, and every answer — rows, history, exports — carries the masked form only.
 * A masked value sent back keeps the stored secret. Never searched, never a filter.
 */
export const secret = {
  value: (def) =>
    textValue(def).refine(
      (value) => typeof value === 'string' && URL.canParse(value.replaceAll(SECRET_MASK, 'x')),
      formatMessage(def.label),
    ),
  row: () => z.string().nullable(),
} satisfies KindContract;
