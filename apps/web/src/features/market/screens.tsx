import { SettingOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { MARKET_CONFIGS_PATH } from '../../lib/route-paths';

const READ_CONFIG = { action: 'read', subject: 'hm_approval_mode' } as const;

export const featureScreens: FeatureScreens = {
  screens: [{ path: MARKET_CONFIGS_PATH, load: () => import('./routes/market-configs-page'), access: READ_CONFIG }],
  menu: [
    {
      key: 'market-configs',
      label: 'Cấu hình chợ quê',
      path: MARKET_CONFIGS_PATH,
      icon: <SettingOutlined />,
      permission: READ_CONFIG,
      group: 'countryside-market',
      order: 60,
    },
  ],
};
