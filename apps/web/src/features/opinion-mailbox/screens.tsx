import { InboxOutlined, MailOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { mailboxPaths } from '@console/shared/opinion-mailbox/letters';
import type { FeatureScreens } from '../../lib/feature-screens';

// spec §2 opinion-mailbox: resident, guest and anonymous lists, a detail for each by {id}, list-archive and
// detail-archive/{id} (issue 19)
const READ = { action: 'list', subject: 'opinion_mailbox' } as const;
const ARCHIVE = { action: 'archive_menu', subject: 'opinion_mailbox' } as const;
const list = () => import('./routes/letters-list-page');
const detail = () => import('./routes/letter-detail-page');

export const featureScreens: FeatureScreens = {
  screens: [
    { path: mailboxPaths.list(':kind'), load: list, access: READ },
    { path: mailboxPaths.detail(':kind', ':id'), load: detail, access: { action: 'read', subject: 'opinion_mailbox' } },
    { path: mailboxPaths.archive, load: () => import('./routes/archive-list-page'), access: ARCHIVE },
    { path: mailboxPaths.archivedDetail(':id'), load: detail, access: ARCHIVE },
  ],
  menu: [
    {
      key: 'mailbox-resident',
      label: 'Thư của người dân',
      path: mailboxPaths.list('resident'),
      icon: <UserOutlined />,
      permission: READ,
      group: 'opinion-mailbox',
      order: 1,
    },
    {
      key: 'mailbox-guest',
      label: 'Thư của khách',
      path: mailboxPaths.list('guest'),
      icon: <TeamOutlined />,
      permission: READ,
      group: 'opinion-mailbox',
      order: 2,
    },
    {
      key: 'mailbox-anonymous',
      label: 'Thư ẩn danh',
      path: mailboxPaths.list('anonymous'),
      icon: <MailOutlined />,
      permission: READ,
      group: 'opinion-mailbox',
      order: 3,
    },
    {
      key: 'mailbox-archive',
      label: 'Thư đã lưu trữ',
      path: mailboxPaths.archive,
      icon: <InboxOutlined />,
      permission: ARCHIVE,
      group: 'opinion-mailbox',
      order: 4,
    },
  ],
};
