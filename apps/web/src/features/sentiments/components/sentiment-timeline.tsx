import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty, Space, Timeline, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';
import type { SentimentTimelineEvent } from '@console/shared/sentiment-types';
import { SentimentStatusTag } from './sentiment-status-tag';
import { actionLabel, changeLines } from './timeline-text';

const DOT_COLORS: Record<string, string> = {
  gold: 'orange',
  blue: 'blue',
  green: 'green',
  default: 'gray',
  red: 'red',
};

function dotColor(event: SentimentTimelineEvent): string {
  const option = SENTIMENT_STATUS_OPTIONS.find((candidate) => candidate.value === event.to_status);
  return option ? DOT_COLORS[option.color] : 'gray';
}

function StatusMove({ event }: { event: SentimentTimelineEvent }) {
  if (event.to_status === null || event.from_status === event.to_status) return null;
  return (
    <Space size={4} wrap data-testid="timeline-status">
      {event.from_status !== null && (
        <>
          <SentimentStatusTag status={event.from_status} />
          <ArrowRightOutlined style={{ color: '#8c8c8c' }} />
        </>
      )}
      <SentimentStatusTag status={event.to_status} />
    </Space>
  );
}

function TimelineEntry({ event }: { event: SentimentTimelineEvent }) {
  const lines = changeLines(event);
  return (
    <div data-testid={`timeline-event-${event.action}`}>
      <Typography.Text strong>{actionLabel(event.action)}</Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {event.actor_name} · {formatDateTime(event.created_at)}
        </Typography.Text>
      </div>
      <StatusMove event={event} />
      {lines.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {lines.map((line) => (
            <li key={line.field} data-testid={`timeline-change-${line.field}`}>
              <Typography.Text>{line.label}: </Typography.Text>
              <Typography.Text type="secondary">{line.from}</Typography.Text> →{' '}
              <Typography.Text>{line.to}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** every action on the item: who, when, from → to status and what changed */
export function SentimentTimeline({ events }: { events: SentimentTimelineEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có hoạt động nào" />;
  return (
    <Timeline
      data-testid="sentiment-timeline"
      items={events.map((event) => ({
        key: event.id,
        color: dotColor(event),
        children: <TimelineEntry event={event} />,
      }))}
    />
  );
}
