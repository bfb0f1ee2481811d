// a group's and a union organisation's page: the engine's detail, with the way to its members below it
export const overrides = {
  groups: {
    detail: () => import('./routes/group-detail-page').then((module) => ({ default: module.GroupDetailPage })),
  },
  'union-organizations': {
    detail: () => import('./routes/union-detail-page').then((module) => ({ default: module.UnionDetailPage })),
  },
};
