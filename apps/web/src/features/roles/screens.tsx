import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { ROLES_PATH } from '../../lib/route-paths';

const roles = (action: 'list' | 'create' | 'read' | 'update') => ({ action, subject: 'roles' }) as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: ROLES_PATH, load: () => import('./routes/roles-list-page'), access: roles('list') },
    { path: `${ROLES_PATH}/create`, load: () => import('./routes/role-create-page'), access: roles('create') },
    { path: `${ROLES_PATH}/:id/detail`, load: () => import('./routes/role-detail-page'), access: roles('read') },
    { path: `${ROLES_PATH}/:id/edit`, load: () => import('./routes/role-edit-page'), access: roles('update') },
  ],
  menu: [
    {
      key: 'roles',
      label: 'Vai trò',
      path: ROLES_PATH,
      icon: <SafetyCertificateOutlined />,
      permission: roles('list'),
      order: 20,
    },
  ],
};
