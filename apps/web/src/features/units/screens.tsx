import { EnvironmentOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { UNITS_PATH, WARD_MERGER_PATH } from '../../lib/route-paths';

export const featureScreens: FeatureScreens = {
  screens: [
    { path: UNITS_PATH, load: () => import('./routes/units-page'), access: { action: 'list', subject: 'wards' } },
    {
      path: WARD_MERGER_PATH,
      load: () => import('./routes/ward-merger-page'),
      access: { action: 'update', subject: 'wards' },
    },
  ],
  menu: [
    {
      key: 'units',
      label: 'Đơn vị hành chính',
      path: UNITS_PATH,
      icon: <EnvironmentOutlined />,
      permission: { action: 'list', subject: 'wards' },
      order: 30,
    },
  ],
};
