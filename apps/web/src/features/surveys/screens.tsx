import { FormOutlined } from '@ant-design/icons';
import type { FeatureScreens } from '../../lib/feature-screens';
import { SURVEYS_PATH } from '../../lib/route-paths';

// spec §2 "surveys: list, create, edit/{id}, statistic/{id}", spec §6 subject surveys
const surveys = (action: 'list' | 'read' | 'create' | 'update') => ({ action, subject: 'surveys' }) as const;
// spec §6: a ward that has not switched the 'Khảo sát' service on sees why, not the screen (a link, a bookmark)
const SERVICE = 'survey' as const;

export const featureScreens: FeatureScreens = {
  screens: [
    { path: SURVEYS_PATH, load: () => import('./routes/surveys-list-page'), access: surveys('list'), service: SERVICE },
    {
      path: `${SURVEYS_PATH}/create`,
      load: () => import('./routes/survey-create-page'),
      access: surveys('create'),
      service: SERVICE,
    },
    {
      path: `${SURVEYS_PATH}/edit/:id`,
      load: () => import('./routes/survey-edit-page'),
      access: surveys('update'),
      service: SERVICE,
    },
    {
      path: `${SURVEYS_PATH}/statistic/:id`,
      load: () => import('./routes/survey-statistic-page'),
      access: surveys('read'),
      service: SERVICE,
    },
  ],
  menu: [
    {
      key: 'surveys',
      label: 'Khảo sát',
      path: SURVEYS_PATH,
      icon: <FormOutlined />,
      permission: surveys('list'),
      // spec §6: a ward that has not switched the 'Khảo sát' service on does not see the area
      service: 'survey',
      order: 50,
    },
  ],
};
