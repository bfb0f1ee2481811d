import { useSyncExternalStore } from 'react';

/**
 * antd's breakpoints (Grid.useBreakpoint), read synchronously: useBreakpoint answers {} on its first render, which
 * would mount the phone layout for one frame on every screen and then swap it out.
 */
const QUERIES = {
  /** under antd `md` (768 px): phones. The menu is a drawer, lists are cards, filters fold behind 'Bộ lọc'. */
  phone: '(max-width: 767.98px)',
  /** under antd `lg` (992 px): phones and tablets. The menu is folded to its icons (tablets) or a drawer (phones). */
  narrow: '(max-width: 991.98px)',
} as const;

type ViewportQuery = keyof typeof QUERIES;

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const subscribers = Object.fromEntries(
  Object.entries(QUERIES).map(([key, query]) => [key, subscribe(query)]),
) as Record<ViewportQuery, (onChange: () => void) => () => void>;

function useViewport(key: ViewportQuery): boolean {
  return useSyncExternalStore(
    subscribers[key],
    () => window.matchMedia(QUERIES[key]).matches,
    () => false,
  );
}

/** true under 768 px (antd `md`): the phone layout of the console */
export function useIsPhone(): boolean {
  return useViewport('phone');
}

/** true under 992 px (antd `lg`): phones and tablets */
export function useIsNarrow(): boolean {
  return useViewport('narrow');
}
