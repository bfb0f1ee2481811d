import { MailOutlined, NotificationOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { NOTIFICATIONS_PATH, RECEIVED_NOTIFICATIONS_PATH } from '../../lib/route-paths';

// spec §2 and §6: the officers' general notifications (sys_notifications) and their own inbox (receiver_notifications)
const sys = (action: 'list' | 'read' | 'create' | 'update') => ({ action, subject: 'sys_notifications' }) as const;
const RECEIVED = { action: 'list', subject: 'receiver_notifications' } as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: NOTIFICATIONS_PATH, load: () => import('./routes/notifications-list-page'), access: sys('list') },
    {
      path: `${NOTIFICATIONS_PATH}/create`,
      load: () => import('./routes/notification-create-page'),
      access: sys('create'),
    },
    {
      path: `${NOTIFICATIONS_PATH}/:id/edit`,
      load: () => import('./routes/notification-edit-page'),
      access: sys('update'),
    },
    {
      path: `${NOTIFICATIONS_PATH}/:id/detail`,
      load: () => import('./routes/notification-detail-page'),
      access: sys('read'),
    },
    {
      path: RECEIVED_NOTIFICATIONS_PATH,
      load: () => import('./routes/received-notifications-page'),
      access: RECEIVED,
    },
  ],
  menu: [
    {
      key: 'notifications',
      label: 'Thông báo',
      // the group is 'Thông báo' too: inside it the entry says which list it is
      sideMenuLabel: 'Danh sách thông báo',
      path: NOTIFICATIONS_PATH,
      icon: <NotificationOutlined />,
      permission: sys('list'),
      group: 'notifications',
      order: 45,
    },
    {
      key: 'received-notifications',
      label: 'Thông báo đã nhận',
      path: RECEIVED_NOTIFICATIONS_PATH,
      icon: <MailOutlined />,
      permission: RECEIVED,
      group: 'notifications',
      order: 46,
    },
  ],
};
