import { IdcardOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { appUserPaths } from './api/app-user-keys';

// issue 19, spec §7 'App users': the residents' accounts of the resident app. Spec §6 has no subject for them: they are
// users, guarded by the users subject (list/read, create, update for edits, locks and verification).
const users = (action: 'list' | 'read' | 'create' | 'update') => ({ action, subject: 'users' }) as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: appUserPaths.list, load: () => import('./routes/app-users-list-page'), access: users('list') },
    { path: appUserPaths.create, load: () => import('./routes/app-user-create-page'), access: users('create') },
    { path: appUserPaths.detail(':id'), load: () => import('./routes/app-user-detail-page'), access: users('read') },
    { path: appUserPaths.edit(':id'), load: () => import('./routes/app-user-edit-page'), access: users('update') },
  ],
  menu: [
    {
      key: 'app-users',
      label: 'Tài khoản người dân',
      path: appUserPaths.list,
      icon: <IdcardOutlined />,
      permission: users('list'),
      // beside 'Người dùng' (order 10), which has no menu group either
      order: 11,
    },
  ],
};
