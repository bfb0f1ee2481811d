import { AuditOutlined, TeamOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { groupNewsPath, groupPaths } from './api/group-members';
import { unionMembersPath } from './api/union-members';

// spec §2 group-managements ({id}/members/list, update, detail) and group-members (list, {id}/details,
// {id}/details-accept_request, list-approve); the groups' own list, create and update are the engine's screens
const MEMBERS = { action: 'list_member', subject: 'group' } as const;
const REQUESTS = { action: 'list_request', subject: 'group' } as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: groupPaths.members(':id'), load: () => import('./routes/group-members-page'), access: MEMBERS },
    {
      path: groupPaths.addMembers(':id'),
      load: () => import('./routes/add-members-page'),
      access: { action: 'update', subject: 'group' },
    },
    {
      path: '/admin/group-managements/:id/members/detail',
      load: () => import('./routes/group-detail-page'),
      access: MEMBERS,
    },
    {
      path: groupNewsPath(':id'),
      load: () => import('./routes/group-news-page'),
      access: { action: 'read', subject: 'group' },
    },
    {
      path: unionMembersPath(':id'),
      load: () => import('./routes/union-members-page'),
      access: { action: 'list_member', subject: 'union_organization' },
    },
    { path: groupPaths.allMembers, load: () => import('./routes/all-members-page'), access: MEMBERS },
    { path: groupPaths.requests, load: () => import('./routes/join-requests-page'), access: REQUESTS },
    { path: groupPaths.member(':id'), load: () => import('./routes/member-detail-page'), access: MEMBERS },
    { path: groupPaths.request(':id'), load: () => import('./routes/member-detail-page'), access: REQUESTS },
  ],
  menu: [
    {
      key: 'group-members',
      label: 'Thành viên các nhóm',
      path: groupPaths.allMembers,
      icon: <TeamOutlined />,
      permission: MEMBERS,
      group: 'community',
      order: 71,
    },
    {
      key: 'group-join-requests',
      label: 'Yêu cầu tham gia nhóm',
      path: groupPaths.requests,
      icon: <AuditOutlined />,
      permission: REQUESTS,
      group: 'community',
      order: 72,
    },
  ],
};
