// a group's page: the engine's detail, with the way to its members below it
export const overrides = {
  groups: {
    detail: () => import('./routes/group-detail-page').then((module) => ({ default: module.GroupDetailPage })),
  },
};
