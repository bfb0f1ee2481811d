// the camera locations' list with its map above; a camera's page with its live picture below the engine's detail
export const overrides = {
  'camera-locations': {
    list: () => import('./routes/locations-list-page').then((module) => ({ default: module.CameraLocationsListPage })),
  },
  cameras: {
    detail: () => import('./routes/camera-detail-page').then((module) => ({ default: module.CameraDetailPage })),
  },
};
