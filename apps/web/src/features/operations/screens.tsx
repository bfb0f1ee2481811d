import { ScheduleOutlined } from '@ant-design/icons';
import { OPERATIONS_PATHS } from '@console/shared/domain/background-jobs';
import type { FeatureScreens } from '../../lib/feature-screens';

// issue 21: the operator's pages, under the system group
const READ = { action: 'list', subject: 'operations' } as const;

export const featureScreens: FeatureScreens = {
  screens: [{ path: OPERATIONS_PATHS.jobs, load: () => import('./routes/jobs-page'), access: READ }],
  menu: [
    {
      key: 'operations-jobs',
      label: 'Tác vụ nền',
      path: OPERATIONS_PATHS.jobs,
      icon: <ScheduleOutlined />,
      permission: READ,
      group: 'system',
      order: 90,
    },
  ],
};
