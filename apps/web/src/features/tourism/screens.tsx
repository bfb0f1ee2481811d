import { EnvironmentOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { TRAVEL_MAP_PATH } from '../../lib/route-paths';

// issue 15: the tourism map — every approved attraction and travel service of the officer's units, by kind
const access = { action: 'list', subject: 'travel_attraction' } as const;

export const featureScreens: FeatureScreens = {
  screens: [{ path: TRAVEL_MAP_PATH, load: () => import('./routes/travel-map-page'), access }],
  menu: [
    {
      key: 'travel-map',
      label: 'Bản đồ du lịch',
      path: TRAVEL_MAP_PATH,
      icon: <EnvironmentOutlined />,
      permission: access,
      group: 'travel-informations',
      order: 90,
    },
  ],
};
