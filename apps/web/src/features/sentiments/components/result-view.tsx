import { Alert, Divider, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { RichTextEditor } from '../../../lib/rich-text-editor';
import { splitAttachments } from './attachment-url';
import { RatingLevels } from './rating-levels';
import { ResultFiles } from './result-files';
import { ResultGallery } from './result-gallery';
import './sentiments.css';

/** the processed / not processed banner (spec §2) */
function ResultBanner({ entry }: { entry: SentimentDetail }) {
  const processed = (entry.result_sentiment ?? entry.status) === SENTIMENT_STATUS.PROCESSED;
  return (
    <Alert
      showIcon
      type={processed ? 'success' : 'warning'}
      message={processed ? 'Phản ánh đã được xử lý' : 'Phản ánh không được xử lý'}
      description={
        <span data-testid="result-reply-time">Thời gian trả lời: {formatDateTime(entry.time_reply) || 'chưa có'}</span>
      }
      data-testid="result-banner"
    />
  );
}

/**
 * spec §2 result view: banner, reply time, the reply as rich text (through the editor, read-only: only what its
 * schema knows is rendered), gallery, numbered downloads, the rating with its comment.
 */
export function ResultView({ entry }: { entry: SentimentDetail }) {
  const { images, others } = splitAttachments(entry.media_result);
  return (
    <div data-testid="result-view">
      <ResultBanner entry={entry} />
      <Divider orientation="left" orientationMargin={0}>
        Nội dung trả lời
      </Divider>
      <div className="sentiment-reply" data-testid="result-reply">
        {entry.content_reply ? (
          <RichTextEditor value={entry.content_reply} disabled />
        ) : (
          <Typography.Text type="secondary">Không có nội dung trả lời</Typography.Text>
        )}
      </div>
      {(images.length > 0 || others.length > 0) && (
        <>
          <Divider orientation="left" orientationMargin={0}>
            Hình ảnh, tệp đính kèm
          </Divider>
          <ResultGallery images={images} />
          {others.length > 0 && (
            <div style={{ marginTop: 12 }}>
              <ResultFiles files={others} />
            </div>
          )}
        </>
      )}
      <Divider orientation="left" orientationMargin={0}>
        Đánh giá của người dân
      </Divider>
      <RatingLevels evaluation={entry.evaluation} />
    </div>
  );
}
