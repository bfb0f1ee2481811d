import { Typography } from 'antd';
import type { SurveySection } from '@console/shared/surveys/survey-definition';
import type { QuestionStatistic, StatisticFilter } from '../api/survey-statistic';
import { StatisticQuestionCard } from './statistic-question-card';

interface StatisticQuestionsProps {
  surveyId: string;
  sections: readonly SurveySection[];
  questions: readonly QuestionStatistic[];
  filter: StatisticFilter;
  printing: boolean;
  compact: boolean;
}

/**
 * The question cards in the survey's order, under their section's title when the survey has several sections (the
 * statistic lists questions flat; the sections are the survey's own), numbered as the people answering saw them.
 */
export function StatisticQuestions({ surveyId, sections, questions, ...shared }: StatisticQuestionsProps) {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const titled = sections.length > 1;
  let count = 0;
  const groups = sections.map((section, index) => ({
    section,
    index,
    numbered: section.questions.flatMap((asked) => {
      const question = byKey.get(asked.key);
      return question ? [{ question, number: ++count }] : [];
    }),
  }));

  return (
    <div className="statistic-sections">
      {groups
        .filter((group) => group.numbered.length > 0)
        .map(({ section, index, numbered }) => (
          <section key={section.key} className="statistic-sections">
            {titled && (
              <Typography.Title level={5} style={{ margin: 0 }}>
                Phần {index + 1}
                {section.title ? `. ${section.title}` : ''}
              </Typography.Title>
            )}
            {numbered.map(({ question, number }) => (
              <StatisticQuestionCard
                key={question.key}
                surveyId={surveyId}
                number={number}
                question={question}
                {...shared}
              />
            ))}
          </section>
        ))}
    </div>
  );
}
