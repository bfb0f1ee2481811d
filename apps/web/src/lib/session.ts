import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@console/shared/api-types';
import { MENU_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@console/shared/domain/limits';
import { queryClient } from './query-client';

// spec §4 Session: the token lives in browser storage under a fixed key; the user lives in memory
let currentUser: SessionUser | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readStorage(TOKEN_STORAGE_KEY);
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function getSessionUser(): SessionUser | null {
  return currentUser;
}

export function setSessionUser(user: SessionUser | null) {
  currentUser = user;
  emit();
}

/** logout: clears user, token and saved menu (spec §4); cached server data of the old user goes too */
export function clearSession() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(MENU_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was saved
  }
  currentUser = null;
  queryClient.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser);
}

/** what the officer chose for the side menu; openKeys null: never chose, every group open */
export interface SavedMenu {
  collapsed: boolean;
  openKeys: string[] | null;
}

export function loadSavedMenu(): SavedMenu | null {
  const raw = readStorage(MENU_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedMenu>;
    const openKeys = Array.isArray(parsed.openKeys) ? parsed.openKeys.filter((key) => typeof key === 'string') : null;
    return { collapsed: parsed.collapsed === true, openKeys };
  } catch {
    return null;
  }
}

/** remembers one choice, keeping the other */
export function saveMenu(choice: Partial<SavedMenu>) {
  const menu: SavedMenu = { collapsed: false, openKeys: null, ...loadSavedMenu(), ...choice };
  try {
    localStorage.setItem(MENU_STORAGE_KEY, JSON.stringify(menu));
  } catch {
    // storage disabled: the menu state is simply not remembered
  }
}
