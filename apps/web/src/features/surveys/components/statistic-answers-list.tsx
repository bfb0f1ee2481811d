import { Alert, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { formatCalendarDay, formatDateTime } from '@console/shared/dates';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTextAnswers, type StatisticFilter, type TextAnswer } from '../api/survey-statistic';
import { formatCount } from '../../../lib/chart-format';

/** how an answer's text reads: a day as DD/MM/YYYY, a number with Vietnamese separators */
export type AnswerText = 'text' | 'number' | 'date';

interface StatisticAnswersListProps {
  surveyId: string;
  questionKey: string;
  filter: StatisticFilter;
  shown: AnswerText;
  /** a keyword box (texts); numbers and days are read, not searched */
  searchable: boolean;
}

const PAGE_LENGTH = 5;

function display(answer: TextAnswer, shown: AnswerText): string {
  if (shown === 'date') return formatCalendarDay(answer.text) || answer.text;
  if (shown === 'number' && Number.isFinite(Number(answer.text))) return Number(answer.text).toLocaleString('vi-VN');
  return answer.text;
}

/**
 * What people wrote to one question, newest first, five at a time from the server (a survey may hold 100,000 of
 * them), searched without diacritics on the server after the officer stops typing.
 */
export function StatisticAnswersList({ surveyId, questionKey, filter, shown, searchable }: StatisticAnswersListProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 400);
  // a new keyword or filter starts again from the first page
  const pageScope = JSON.stringify([keyword, filter]);
  const [paging, setPaging] = useState({ page: 1, scope: pageScope });
  const page = paging.scope === pageScope ? paging.page : 1;

  const answers = useTextAnswers(surveyId, { question: questionKey, keyword, page, length: PAGE_LENGTH, ...filter });
  const response = answers.data;
  const ok = response?.code === SUCCESS_CODE;
  const total = ok ? response.data.total : 0;

  return (
    <div className="statistic-answers" data-testid={`statistic-answers-${questionKey}`}>
      {searchable && (
        <Input.Search
          allowClear
          className="statistic-no-print"
          placeholder="Tìm trong câu trả lời"
          aria-label="Tìm trong câu trả lời"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 8 }}
          data-testid={`statistic-answers-search-${questionKey}`}
        />
      )}
      {response && !ok && <Alert type="error" showIcon message={response.message} />}
      <List<TextAnswer>
        size="small"
        bordered
        loading={answers.isFetching}
        dataSource={ok ? response.data.entries : []}
        locale={{ emptyText: keyword ? 'Không tìm thấy câu trả lời phù hợp' : 'Chưa có câu trả lời' }}
        header={
          ok && (
            <Typography.Text type="secondary">
              {formatCount(total)} câu trả lời
              {/* paper has no pager: say that what follows is one page of them */}
              {total > PAGE_LENGTH && (
                <span className="statistic-print-only"> (in {PAGE_LENGTH} câu của trang đang xem)</span>
              )}
            </Typography.Text>
          )
        }
        renderItem={(answer) => (
          <List.Item className="statistic-answer">
            <div className="statistic-answer__text">{display(answer, shown)}</div>
            <Typography.Text type="secondary" className="statistic-answer__time">
              {formatDateTime(answer.created_at)}
            </Typography.Text>
          </List.Item>
        )}
        pagination={
          total > PAGE_LENGTH && {
            current: page,
            pageSize: PAGE_LENGTH,
            total,
            size: 'small',
            showSizeChanger: false,
            align: 'center',
            onChange: (next) => setPaging({ page: next, scope: pageScope }),
          }
        }
      />
    </div>
  );
}
