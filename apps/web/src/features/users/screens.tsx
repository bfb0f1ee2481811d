import { TeamOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { USERS_IMPORT_PATH, USERS_PATH } from '../../lib/route-paths';

const users = (action: 'list' | 'create' | 'update' | 'import') => ({ action, subject: 'users' }) as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: USERS_PATH, load: () => import('./routes/users-list-page'), access: users('list') },
    { path: `${USERS_PATH}/create`, load: () => import('./routes/user-create-page'), access: users('create') },
    { path: `${USERS_PATH}/:id/edit`, load: () => import('./routes/user-edit-page'), access: users('update') },
    { path: USERS_IMPORT_PATH, load: () => import('./routes/users-import-page'), access: users('import') },
  ],
  menu: [
    {
      key: 'users',
      label: 'Người dùng',
      path: USERS_PATH,
      icon: <TeamOutlined />,
      permission: users('list'),
      order: 10,
    },
  ],
};
