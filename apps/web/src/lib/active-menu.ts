import { useEffect, useSyncExternalStore } from 'react';

/**
 * The menu entry a screen belongs to when its URL does not say it: an archived item's result page lives under
 * /admin/sentiments/result/{id} like any other, yet belongs to 'Phản ánh lưu trữ'. The side menu reads this before
 * its longest-prefix rule.
 */
let claimedPath: string | null = null;
const listeners = new Set<() => void>();

function claim(path: string | null) {
  if (claimedPath === path) return;
  claimedPath = path;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** the menu path claimed by the screen on show, or null */
export function useClaimedMenuPath(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => claimedPath,
    () => null,
  );
}

/** a screen says which menu entry it belongs to (null: the URL decides); released when the screen goes */
export function useMenuPath(path: string | null) {
  useEffect(() => {
    claim(path);
    return () => claim(null);
  }, [path]);
}
