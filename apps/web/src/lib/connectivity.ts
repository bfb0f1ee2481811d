import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the console can reach its server, from three signals: the browser's own `navigator.onLine` with its
 * `online`/`offline` events (a phone that lost its signal), and the API client's failed and answered requests (a
 * commune office whose Wi-Fi is up but whose uplink is not, where `navigator.onLine` stays true). While unreachable,
 * a light probe of /api/health runs every few seconds, so the banner goes away without the officer doing anything.
 *
 * TanStack Query follows this state (onlineManager): reads are paused while offline and fetched again when the
 * connection is back, so a list that failed refills itself. Writes are never paused (query-client.ts): a save
 * offline fails at once with 'Không có kết nối internet' instead of spinning.
 */
const PROBE_INTERVAL_MS = 5_000;
const PROBE_URL = '/api/health';

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverUnreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** the device itself has no network: no request can succeed, so none is tried */
export function isDeviceOffline(): boolean {
  return !browserOnline;
}

export function isOffline(): boolean {
  return !browserOnline || serverUnreachable;
}

function changed() {
  onlineManager.setOnline(!isOffline());
  listeners.forEach((listener) => listener());
}

function scheduleProbe() {
  clearTimeout(probeTimer);
  if (!serverUnreachable) return;
  probeTimer = setTimeout(async () => {
    if (!browserOnline) return; // the 'online' event restarts the probe
    try {
      const answer = await fetch(PROBE_URL, { cache: 'no-store' });
      if (answer.ok) return reportAnswered();
    } catch {
      // still unreachable
    }
    scheduleProbe();
  }, PROBE_INTERVAL_MS);
}

/** the API client got no answer at all (not a 4xx/5xx: those are answers) */
export function reportUnanswered() {
  if (serverUnreachable) return;
  serverUnreachable = true;
  changed();
  scheduleProbe();
}

/** the API client got an answer: the server is reachable */
export function reportAnswered() {
  if (!serverUnreachable) return;
  serverUnreachable = false;
  clearTimeout(probeTimer);
  changed();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOnline = false;
    changed();
  });
  window.addEventListener('online', () => {
    browserOnline = true;
    changed();
    scheduleProbe();
  });
  // TanStack's own listener would only know the browser's events; ours knows the failed requests too
  onlineManager.setEventListener(() => () => undefined);
  onlineManager.setOnline(!isOffline());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
