import { InboxOutlined, MessageOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { ARCHIVED_SENTIMENTS_PATH, SENTIMENT_CATEGORIES_PATH, SENTIMENTS_PATH } from '../../lib/route-paths';

const sentiments = (action: 'list' | 'read' | 'update' | 'archive_menu') =>
  ({ action, subject: 'sentiments' }) as const;
const detail = () => import('./routes/sentiment-detail-page');

export const featureScreens: FeatureScreens = {
  screens: [
    { path: SENTIMENTS_PATH, load: () => import('./routes/sentiments-list-page'), access: sentiments('list') },
    {
      path: ARCHIVED_SENTIMENTS_PATH,
      load: () => import('./routes/archived-sentiments-page'),
      access: sentiments('archive_menu'),
    },
    {
      path: SENTIMENT_CATEGORIES_PATH,
      load: () => import('./routes/sentiment-categories-page'),
      access: sentiments('list'),
    },
    // spec §2: one detail screen under six paths; reading is enough to open it, each action is checked again
    ...['waiting-processing', 'processing', 'result'].map((mode) => ({
      path: `${SENTIMENTS_PATH}/${mode}/:id`,
      load: detail,
      access: sentiments('read'),
    })),
    ...['receive', 'update', 'complete-sentiment'].map((mode) => ({
      path: `${SENTIMENTS_PATH}/${mode}/:id`,
      load: detail,
      access: sentiments('update'),
    })),
  ],
  menu: [
    {
      key: 'sentiments',
      label: 'Phản ánh',
      // the group is 'Phản ánh' too: inside it the entry says which list it is (a hamlet officer sees it alone)
      sideMenuLabel: 'Danh sách phản ánh',
      path: SENTIMENTS_PATH,
      icon: <MessageOutlined />,
      permission: sentiments('list'),
      group: 'sentiments',
      order: 40,
    },
    {
      key: 'sentiments-archived',
      label: 'Phản ánh lưu trữ',
      path: ARCHIVED_SENTIMENTS_PATH,
      icon: <InboxOutlined />,
      permission: sentiments('archive_menu'),
      group: 'sentiments',
      order: 41,
    },
  ],
};
