import { FileExcelOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { EXCEL_NOTIFICATIONS_PATH } from '../../lib/route-paths';

// spec §2 notifications-excel: list, create, {id}/edit; in the 'Thông báo' menu group beside the general list
const sys = (action: 'list' | 'create' | 'update') => ({ action, subject: 'sys_notifications' }) as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: EXCEL_NOTIFICATIONS_PATH, load: () => import('./routes/excel-list-page'), access: sys('list') },
    {
      path: `${EXCEL_NOTIFICATIONS_PATH}/create`,
      load: () => import('./routes/excel-create-page'),
      access: sys('create'),
    },
    {
      path: `${EXCEL_NOTIFICATIONS_PATH}/:id/edit`,
      load: () => import('./routes/excel-edit-page'),
      access: sys('update'),
    },
  ],
  menu: [
    {
      key: 'notifications-excel',
      label: 'Thông báo từ Excel',
      path: EXCEL_NOTIFICATIONS_PATH,
      icon: <FileExcelOutlined />,
      permission: sys('list'),
      group: 'notifications',
      order: 45.5,
    },
  ],
};
