import { Card, Space, Tag, Typography } from 'antd';
import { QUESTION_KINDS, RATING_MAX } from '@console/shared/surveys/survey-definition';
import type { QuestionStatistic, StatisticFilter } from '../api/survey-statistic';
import { StatisticAnswersList } from './statistic-answers-list';
import { StatisticChoiceBody } from './statistic-choice-body';
import { formatAverage, formatCount } from '../../../lib/chart-format';
import { StatisticGridBody } from './statistic-grid-body';

interface StatisticQuestionCardProps {
  surveyId: string;
  /** 1-based, as the people answering saw it */
  number: number;
  question: QuestionStatistic;
  filter: StatisticFilter;
  printing: boolean;
  compact: boolean;
}

const CHOICE_KINDS = ['single', 'multiple', 'yes_no', 'rating'];

function Average({ question }: { question: QuestionStatistic }) {
  if (question.average === null) return null;
  const rating = question.kind === 'rating';
  return (
    <Typography.Paragraph strong style={{ marginBottom: 12 }}>
      {rating ? 'Điểm trung bình: ' : 'Giá trị trung bình: '}
      <span data-testid={`statistic-average-${question.key}`}>{formatAverage(question.average)}</span>
      {rating && ` / ${RATING_MAX}`}
    </Typography.Paragraph>
  );
}

/** one question's answers, drawn the way its kind reads best (spec §2 statistic/{id}) */
export function StatisticQuestionCard({
  surveyId,
  number,
  question,
  filter,
  printing,
  compact,
}: StatisticQuestionCardProps) {
  const answers = (shown: 'text' | 'number' | 'date', searchable: boolean) => (
    <StatisticAnswersList
      surveyId={surveyId}
      questionKey={question.key}
      filter={filter}
      shown={shown}
      searchable={searchable}
    />
  );

  let body;
  if (CHOICE_KINDS.includes(question.kind))
    body = <StatisticChoiceBody question={question} printing={printing} compact={compact} />;
  else if (question.kind === 'grid')
    body = <StatisticGridBody question={question} printing={printing} compact={compact} />;
  else if (question.kind === 'number') body = answers('number', false);
  else if (question.kind === 'date') body = answers('date', false);
  else body = answers('text', true);

  return (
    <Card
      size="small"
      className="statistic-card"
      data-testid={`statistic-question-${question.key}`}
      title={
        <div className="statistic-card__title">
          <Typography.Text strong>
            Câu {number}. {question.title}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag style={{ marginInlineEnd: 0 }}>{QUESTION_KINDS[question.kind] ?? question.kind}</Tag>
            <Typography.Text type="secondary">{formatCount(question.answered)} người trả lời</Typography.Text>
          </Space>
        </div>
      }
    >
      <Average question={question} />
      {body}
    </Card>
  );
}
