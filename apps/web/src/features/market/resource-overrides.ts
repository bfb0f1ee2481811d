// a store's page: the engine's detail, with the store's products below it (spec §2 store-detail/{id})
export const overrides = {
  'personal-stores': {
    detail: () => import('./routes/store-detail-page').then((module) => ({ default: module.StoreDetailPage })),
  },
};
