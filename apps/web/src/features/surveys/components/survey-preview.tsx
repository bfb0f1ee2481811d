import { Empty, Typography } from 'antd';
import type { SurveySection } from '@console/shared/surveys/survey-definition';
import { choiceSourcesOf } from './choice-sources';
import { QuestionPreview } from './question-preview';

/** 'Câu 2 được trả lời "Có"' for a question's condition, from the survey's choice questions */
function conditionText(sections: readonly SurveySection[]) {
  const sources = new Map(choiceSourcesOf(sections).map((source) => [source.key, source]));
  return (condition: { question: string; option: string } | undefined) => {
    const source = condition && sources.get(condition.question);
    if (!condition || !source) return null;
    const answer = source.options.find((option) => option.key === condition.option)?.label ?? condition.option;
    return `câu ${source.index + 1} được trả lời “${answer}”`;
  };
}

/**
 * The questions as a resident sees them (every question shown, conditions named under the ones they hide): the
 * builder's preview and the approved survey's locked questions.
 */
export function SurveyPreview({ sections }: { sections: readonly SurveySection[] }) {
  const describe = conditionText(sections);
  let number = 0;
  if (!sections.some((section) => section.questions.length))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có câu hỏi" />;
  return (
    <div className="survey-preview" data-testid="survey-preview">
      {sections.map((section) => (
        <div key={section.key} className="survey-preview__section">
          {section.title && (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {section.title}
            </Typography.Title>
          )}
          {section.description && <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph>}
          {section.questions.map((question) => {
            number += 1;
            return (
              <QuestionPreview
                key={question.key}
                question={question}
                number={number}
                condition={describe(question.condition)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
