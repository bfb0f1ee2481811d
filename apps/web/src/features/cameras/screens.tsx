import { AppstoreOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { CAMERA_OVERVIEW_PATH, LOCATION_CREATE_AT } from './camera-paths';

// spec §2 cameras: the overview wall and a location created where the map was clicked; the managements and the
// locations' list, create and update are the engine's screens (packages/shared/src/resources/cameras.ts)
const WATCH = { action: 'read', subject: 'camera_rtsp' } as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: CAMERA_OVERVIEW_PATH, load: () => import('./routes/overview-page'), access: WATCH },
    {
      path: LOCATION_CREATE_AT,
      load: () => import('./routes/location-create-page'),
      access: { action: 'create', subject: 'camera_location' },
    },
  ],
  menu: [
    {
      key: 'camera-overview',
      label: 'Tổng quan camera',
      path: CAMERA_OVERVIEW_PATH,
      icon: <AppstoreOutlined />,
      permission: WATCH,
      group: 'cameras',
      order: 0,
    },
  ],
};
