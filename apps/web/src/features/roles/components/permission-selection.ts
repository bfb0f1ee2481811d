import type { Action, Permission, Subject } from '@console/shared/domain/permissions-catalog';

/** the selected cells of the matrix, one 'action:subject' string per granted pair */
export type Selection = ReadonlySet<string>;

/** the matrix hands out updaters: a cell that skipped re-rendering must not write back an old selection */
export type SelectionChange = (update: (previous: Selection) => Set<string>) => void;

export const pairKey = (action: string, subject: string) => `${action}:${subject}`;

export function toSelection(permissions: readonly Permission[]): Set<string> {
  return new Set(permissions.map((p) => pairKey(p.action, p.subject)));
}

/** back to the API's pairs; keys the catalogue does not know are kept, so a save never drops them silently */
export function toPermissions(selection: Selection): Permission[] {
  return [...selection].map((key) => {
    const [action, subject] = key.split(':');
    return { action: action as Action, subject: subject as Subject };
  });
}

/** grants (on) or withdraws (off) every pair of `keys` */
export function withKeys(selection: Selection, keys: readonly string[], on: boolean): Set<string> {
  const next = new Set(selection);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** how many of `keys` are selected: checked when all, indeterminate when some */
export function coverage(selection: Selection, keys: readonly string[]) {
  const count = keys.reduce((n, key) => n + (selection.has(key) ? 1 : 0), 0);
  return { checked: keys.length > 0 && count === keys.length, indeterminate: count > 0 && count < keys.length };
}
