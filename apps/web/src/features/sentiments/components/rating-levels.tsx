import { FrownOutlined, MehOutlined, SmileOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { SENTIMENT_RATINGS } from '@console/shared/domain/sentiments';
import type { SentimentEvaluation } from '@console/shared/sentiment-types';

const ICONS: Record<(typeof SENTIMENT_RATINGS)[number]['key'], ReactNode> = {
  very_satisfied: <SmileOutlined />,
  satisfied: <MehOutlined />,
  unsatisfied: <FrownOutlined />,
};

// spec §3: display index 0 first (very satisfied, satisfied, unsatisfied)
const LEVELS = [...SENTIMENT_RATINGS].sort((a, b) => a.index - b.index);

/** spec §2 result view: the three levels with icons and captions, the reporter's highlighted, and the comment */
export function RatingLevels({ evaluation }: { evaluation: SentimentEvaluation | null }) {
  return (
    <div data-testid="result-rating">
      <div className="sentiment-rating">
        {LEVELS.map((level) => {
          const chosen = evaluation?.point === level.point;
          return (
            <div
              key={level.key}
              className={`sentiment-rating__level${chosen ? ' sentiment-rating__level--chosen' : ''}`}
              aria-current={chosen ? 'true' : undefined}
              data-testid={`rating-${level.key}`}
            >
              <span className="sentiment-rating__icon">{ICONS[level.key]}</span>
              <span>{level.label}</span>
            </div>
          );
        })}
      </div>
      <div style={{ marginTop: 12 }}>
        {evaluation ? (
          <>
            <Typography.Text strong>Nhận xét của người dân: </Typography.Text>
            <Typography.Text data-testid="result-rating-comment">
              {evaluation.content_evaluate || <Typography.Text type="secondary">Không có nhận xét</Typography.Text>}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary" data-testid="result-not-rated">
            Người dân chưa đánh giá kết quả xử lý.
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
