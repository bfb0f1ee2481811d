import { AuditOutlined, SettingOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { BROWSE_MODE_PATH, MARKET_CONFIGS_PATH } from '../../lib/route-paths';
import { storeProductPath } from './components/store-products';

const READ_CONFIG = { action: 'read', subject: 'hm_approval_mode' } as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: MARKET_CONFIGS_PATH, load: () => import('./routes/market-configs-page'), access: READ_CONFIG },
    // spec §2 /admin/browse-mode: the approval mode, under the same subject as the config (docs/decisions.md)
    { path: BROWSE_MODE_PATH, load: () => import('./routes/browse-mode-page'), access: READ_CONFIG },
    {
      path: storeProductPath(':storeId', ':id'),
      load: () => import('./routes/store-product-page'),
      access: { action: 'read', subject: 'hm_personal_product' },
    },
  ],
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
    {
      key: 'browse-mode',
      label: 'Chế độ duyệt',
      path: BROWSE_MODE_PATH,
      icon: <AuditOutlined />,
      permission: READ_CONFIG,
      group: 'countryside-market',
      order: 61,
    },
  ],
};
