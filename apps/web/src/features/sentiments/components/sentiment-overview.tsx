import { EnvironmentOutlined } from '@ant-design/icons';
import { Descriptions, Space, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { formatDateTime, formatDateWithWeekday } from '@console/shared/dates';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { CitizenAttachments } from './citizen-attachments';
import { SentimentStatusTag, VisibilityTag } from './sentiment-status-tag';
import { TimeLeftLabel } from './time-left-label';

const mapLink = (lat: number, lng: number) => `https://www.google.com/maps?q=${lat},${lng}`;

/** 'Thứ hai, 23/11/2026 14:30' (spec §1: detail display may prefix the weekday) */
function DateTime({ value }: { value: string | null }) {
  const day = formatDateWithWeekday(value);
  return day ? (
    <>{`${day} ${formatDateTime(value).split(' ')[1]}`}</>
  ) : (
    <Typography.Text type="secondary">Chưa có</Typography.Text>
  );
}

function Location({ entry }: { entry: SentimentDetail }) {
  const place = [entry.village_name, entry.ward_name].filter(Boolean).join(', ');
  const hasPoint = entry.lat !== null && entry.lng !== null;
  return (
    <Space direction="vertical" size={0}>
      {entry.address && <span data-testid="sentiment-address">{entry.address}</span>}
      <Typography.Text type="secondary">{place}</Typography.Text>
      {hasPoint && (
        <a
          href={mapLink(entry.lat as number, entry.lng as number)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="sentiment-map-link"
        >
          <EnvironmentOutlined /> Xem trên bản đồ ({entry.lat}, {entry.lng})
        </a>
      )}
    </Space>
  );
}

function Reporter({ entry }: { entry: SentimentDetail }) {
  return (
    <span data-testid="sentiment-reporter">
      {entry.reporter_name || <Typography.Text type="secondary">Không rõ</Typography.Text>}
      {entry.guest_phone && <Typography.Text type="secondary"> · {entry.guest_phone}</Typography.Text>}
    </span>
  );
}

/** what the citizen reported and where it stands: the top of every detail route */
export function SentimentOverview({ entry }: { entry: SentimentDetail }) {
  const items: DescriptionsProps['items'] = [
    {
      key: 'content',
      label: 'Nội dung phản ánh',
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }} data-testid="sentiment-content">
          {entry.content}
        </Typography.Paragraph>
      ),
    },
    { key: 'category', label: 'Lĩnh vực', children: entry.category_name },
    { key: 'reporter', label: 'Người phản ánh', children: <Reporter entry={entry} /> },
    { key: 'created', label: 'Ngày gửi', children: <DateTime value={entry.created_at} /> },
    { key: 'location', label: 'Vị trí', children: <Location entry={entry} /> },
    { key: 'start', label: 'Ngày bắt đầu', children: <DateTime value={entry.time_start} /> },
    {
      key: 'deadline',
      label: 'Hạn xử lý',
      children: (
        <Space size={8} wrap data-testid="sentiment-deadline">
          <DateTime value={entry.time_finish} />
          <TimeLeftLabel secondsLeft={entry.seconds_left} />
          {entry.extension_count > 0 && (
            // issue 10: late with an extension is not plain lateness; the timeline has each one with its reason
            <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="sentiment-extended">
              Đã gia hạn {entry.extension_count} lần
            </Tag>
          )}
        </Space>
      ),
    },
  ];
  if (entry.content_update) {
    items.push({
      key: 'update-note',
      label: 'Nội dung cập nhật',
      children: <span style={{ whiteSpace: 'pre-line' }}>{entry.content_update}</span>,
    });
  }
  items.push({
    key: 'attachments',
    label: 'Hình ảnh, tệp đính kèm',
    children: <CitizenAttachments attachments={entry.attachments} />,
  });

  return (
    <div data-testid="sentiment-overview">
      <Space align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="sentiment-title">
          {entry.title}
        </Typography.Title>
        <SentimentStatusTag status={entry.status} />
        <VisibilityTag active={entry.active} />
      </Space>
      <Descriptions bordered size="small" column={1} items={items} styles={{ label: { width: 150 } }} />
    </div>
  );
}
