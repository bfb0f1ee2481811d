// system menus: the list is the menu's tree, ordered by dragging (the engine's form and detail stay)
export const overrides = {
  menus: {
    list: () => import('./menu-tree').then((module) => ({ default: module.MenuTree })),
  },
};
