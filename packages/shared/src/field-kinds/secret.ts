import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { textValue } from './text-value.ts';
import type { KindContract } from './kind-contract.ts';

/** what stands for a hidden password in an answered address, and what a form sends back to keep the stored one */
export const SECRET_MASK = '***';

/** query parameters some cameras carry their credentials in (…/stream?user=admin&password=…) */
const SECRET_PARAMS = /^(pass(word)?|pwd|token|key|secret|auth)$/i;

/**
 * An address with credentials (a camera's RTSP URL) as it may be shown: the password, and any password-like query
 * parameter, replaced by SECRET_MASK. An address that does not parse is masked whole.
 */
export function maskSecretUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SECRET_MASK;
  }
  if (url.password) url.password = SECRET_MASK;
  for (const name of [...url.searchParams.keys()])
    if (SECRET_PARAMS.test(name)) url.searchParams.set(name, SECRET_MASK);
  // URL escapes '*' in the password and the query: the shown form keeps the plain mask
  return url.href.replaceAll('%2A%2A%2A', SECRET_MASK);
}

/**
 * The address a form sent, its masks filled from the stored address: an officer who changes a camera's host keeps the
 * password they cannot see. A mask with nothing stored to fill it stays unknown: null.
 */
export function unmaskSecretUrl(sent: string, stored: string | null): string | null {
  if (!sent.includes(SECRET_MASK)) return sent;
  if (!stored) return null;
  let url: URL;
  let old: URL;
  try {
    url = new URL(sent.replaceAll(SECRET_MASK, '%2A%2A%2A'));
    old = new URL(stored);
  } catch {
    return null;
  }
  if (decodeURIComponent(url.password) === SECRET_MASK) url.password = old.password;
  for (const [name, value] of [...url.searchParams.entries()])
    if (value === SECRET_MASK) {
      const kept = old.searchParams.get(name);
      if (kept === null) return null;
      url.searchParams.set(name, kept);
    }
  return url.href.includes('%2A%2A%2A') ? null : url.href;
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
