import { Badge, Tabs } from 'antd';
import { SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';
import type { SentimentStatusCounts } from '@console/shared/sentiment-types';

const TAB_BADGE_COLORS: Record<string, string> = {
  all: '#1677ff',
  1: '#faad14',
  2: '#1677ff',
  3: '#52c41a',
  4: '#8c8c8c',
  5: '#ff4d4f',
};

interface SentimentStatusTabsProps {
  /** the chosen status, null for 'Tất cả' */
  status: number | null;
  counts: SentimentStatusCounts | null;
  onChange: (status: number | null) => void;
}

/** Tất cả, Chờ xử lý, Đang xử lý, Đã xử lý, Không xử lý, Quá hạn xử lý with their counts under the same filters */
export function SentimentStatusTabs({ status, counts, onChange }: SentimentStatusTabsProps) {
  const tabs = [
    { key: 'all', label: 'Tất cả' },
    ...SENTIMENT_STATUS_OPTIONS.map((option) => ({ key: String(option.value), label: option.label })),
  ];
  return (
    <Tabs
      activeKey={status === null ? 'all' : String(status)}
      onChange={(key) => onChange(key === 'all' ? null : Number(key))}
      data-testid="sentiment-tabs"
      style={{ marginBottom: 4 }}
      items={tabs.map((tab) => {
        const count = counts ? counts[tab.key as keyof SentimentStatusCounts] : undefined;
        return {
          key: tab.key,
          label: (
            <span data-testid={`sentiment-tab-${tab.key}`}>
              {tab.label}{' '}
              <Badge
                count={count ?? 0}
                showZero
                overflowCount={999_999}
                color={count ? TAB_BADGE_COLORS[tab.key] : '#d9d9d9'}
                data-testid={`sentiment-count-${tab.key}`}
              />
            </span>
          ),
        };
      })}
    />
  );
}
