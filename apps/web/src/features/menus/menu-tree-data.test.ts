import { describe, expect, it } from 'vitest';
import { dropOrder, menuTree, parentKeys, stepOrder, type MenuEntry } from './menu-tree-data';

const entry = (id: number, parent_id: number | null, sort_order: number | null, name = `Mục ${id}`): MenuEntry => ({
  id,
  name,
  parent_id,
  link: null,
  sort_order,
  is_active: true,
});
// 1 (Tin tức) > 3, 4; 2 (Dịch vụ) > 5
const ENTRIES = [
  entry(2, null, 2),
  entry(1, null, 1),
  entry(4, 1, 2),
  entry(3, 1, 1),
  entry(5, 2, null),
  entry(9, 99, 1),
];

describe('the menu tree', () => {
  it('nests the entries by parent, each level in its order, orphans at the top', () => {
    const tree = menuTree(ENTRIES);
    expect(tree.map((node) => node.key)).toEqual([1, 9, 2]);
    expect(tree[0].children.map((node) => node.key)).toEqual([3, 4]);
    expect(tree[2].children.map((node) => node.key)).toEqual([5]);
    expect(parentKeys(tree)).toEqual([1, 2]);
  });

  it('turns a drop into the level it lands in, in order', () => {
    const tree = menuTree(ENTRIES);
    expect(dropOrder(tree, 4, 3, 'before')).toEqual({ parent: 1, ids: [4, 3] });
    expect(dropOrder(tree, 5, 3, 'after')).toEqual({ parent: 1, ids: [3, 5, 4] });
    expect(dropOrder(tree, 3, 2, 'inside')).toEqual({ parent: 2, ids: [3, 5] });
    expect(dropOrder(tree, 4, 2, 'after')).toEqual({ parent: null, ids: [1, 9, 2, 4] });
  });

  it('moves an entry one place with the arrows, not past either end', () => {
    const tree = menuTree(ENTRIES);
    expect(stepOrder(tree, 4, -1)).toEqual({ parent: 1, ids: [4, 3] });
    expect(stepOrder(tree, 3, -1)).toBeNull();
    expect(stepOrder(tree, 2, 1)).toBeNull();
  });
});
