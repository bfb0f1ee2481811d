/** a menu entry as the list answers it */
export interface MenuEntry {
  id: number;
  name: string;
  parent_id: number | null;
  link: string | null;
  sort_order: number | null;
  is_active: boolean;
}

export interface MenuNode {
  key: number;
  entry: MenuEntry;
  children: MenuNode[];
}

const byOrder = (a: MenuEntry, b: MenuEntry) =>
  (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name, 'vi');

/** the entries as a tree, each level in its order; an entry whose parent is not among them shows at the top */
export function menuTree(entries: MenuEntry[]): MenuNode[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const level = (parent: number | null): MenuNode[] =>
    entries
      .filter((entry) => (entry.parent_id !== null && ids.has(entry.parent_id) ? entry.parent_id : null) === parent)
      .sort(byOrder)
      .map((entry) => ({ key: entry.id, entry, children: level(entry.id) }));
  return level(null);
}

/** the level holding `id` (its siblings and itself, in order) and its parent */
export function levelOf(
  tree: MenuNode[],
  id: number,
  parent: number | null = null,
): { parent: number | null; ids: number[] } | null {
  if (tree.some((node) => node.key === id)) return { parent, ids: tree.map((node) => node.key) };
  for (const node of tree) {
    const found = levelOf(node.children, id, node.key);
    if (found) return found;
  }
  return null;
}

/**
 * What a drop asks the server (PUT /api/admin/menus/order): `dragged` dropped onto `target`, inside it (as its first
 * entry) or beside it (before or after, as antd Tree's drop position says) — the level it lands in, in its new order.
 */
export function dropOrder(
  tree: MenuNode[],
  dragged: number,
  target: number,
  where: 'inside' | 'before' | 'after',
): { parent: number | null; ids: number[] } | null {
  if (where === 'inside') {
    const node = findNode(tree, target);
    if (!node) return null;
    return {
      parent: target,
      ids: [dragged, ...node.children.map((child) => child.key).filter((id) => id !== dragged)],
    };
  }
  const level = levelOf(tree, target);
  if (!level) return null;
  const ids = level.ids.filter((id) => id !== dragged);
  ids.splice(ids.indexOf(target) + (where === 'after' ? 1 : 0), 0, dragged);
  return { parent: level.parent, ids };
}

/** the level of `id` with it moved one place up (-1) or down (1) */
export function stepOrder(tree: MenuNode[], id: number, by: -1 | 1): { parent: number | null; ids: number[] } | null {
  const level = levelOf(tree, id);
  if (!level) return null;
  const at = level.ids.indexOf(id);
  const to = at + by;
  if (to < 0 || to >= level.ids.length) return null;
  const ids = [...level.ids];
  [ids[at], ids[to]] = [ids[to], ids[at]];
  return { parent: level.parent, ids };
}

function findNode(tree: MenuNode[], id: number): MenuNode | null {
  for (const node of tree) {
    if (node.key === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** the entries that have entries under them, at every level */
export const parentKeys = (tree: MenuNode[]): number[] =>
  tree.flatMap((node) => (node.children.length ? [node.key, ...parentKeys(node.children)] : []));
