import { Descriptions, Space, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import type { SurveyEntry } from '../api/survey-keys';
import { formatCount } from '../../../lib/chart-format';
import { SurveyStatusTag } from './survey-status-tag';
import { timingOf } from './survey-timing';

interface StatisticHeaderProps {
  survey: SurveyEntry;
  /** the responses under the current filter; undefined while the first counts come */
  responses: number | undefined;
  filtered: boolean;
}

/** what the survey is and how many answered: the lines an officer copies into a report, printed too */
export function StatisticHeader({ survey, responses, filtered }: StatisticHeaderProps) {
  const timing = timingOf(survey);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, xl: 4 }}
      className="statistic-header"
      items={[
        {
          key: 'status',
          label: 'Trạng thái',
          children: (
            <Space size={4} wrap>
              <SurveyStatusTag status={survey.status} />
              {timing && <Typography.Text type={timing.type}>{timing.label}</Typography.Text>}
            </Space>
          ),
        },
        { key: 'open', label: 'Thời gian mở', children: formatDateTime(survey.open_at) },
        { key: 'close', label: 'Thời gian đóng', children: formatDateTime(survey.close_at) },
        {
          key: 'total',
          label: filtered ? 'Số phiếu (theo bộ lọc)' : 'Tổng số phiếu',
          children: (
            <Typography.Text strong>
              <span data-testid="statistic-total">{responses === undefined ? '…' : formatCount(responses)}</span>
              {filtered && (
                <Typography.Text type="secondary"> / {formatCount(survey.response_count)} phiếu</Typography.Text>
              )}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
