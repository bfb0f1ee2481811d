import { Select, Typography } from 'antd';
import type { Dispatch } from 'react';
import type { SurveyQuestion } from '@console/shared/surveys/survey-definition';
import type { BuilderAction } from './builder-reducer';
import type { ChoiceSource } from './choice-sources';

interface ConditionPickerProps {
  question: SurveyQuestion;
  /** the question's place among all the survey's questions */
  index: number;
  sources: readonly ChoiceSource[];
  invalid: boolean;
  dispatch: Dispatch<BuilderAction>;
  testId: string;
}

const sourceLabel = (source: ChoiceSource) => `Câu ${source.index + 1}: ${source.title || '(chưa có nội dung)'}`;

/**
 * 'Chỉ hiện khi': the question is asked only when an earlier choice question got a given answer (one level, spec
 * issue 14). Picking the question picks its first answer too, so a condition is never left half made.
 */
export function ConditionPicker({ question, index, sources, invalid, dispatch, testId }: ConditionPickerProps) {
  const condition = question.condition;
  const current = condition ? sources.find((source) => source.key === condition.question) : undefined;
  const earlier = sources.filter((source) => source.index < index);
  // a condition on a question moved below this one stays in sight, marked, until it is moved back or changed
  const offered = current && current.index >= index ? [...earlier, current] : earlier;
  if (!offered.length) return null;

  const setCondition = (next: SurveyQuestion['condition']) =>
    dispatch({ type: 'edit-question', key: question.key, patch: { condition: next } });
  const misplaced = Boolean(current && current.index >= index);

  return (
    <div className="survey-condition" data-testid={`${testId}-condition`}>
      <span className="survey-field-caption">Chỉ hiện khi</span>
      <Select<string>
        allowClear
        value={condition?.question}
        placeholder="Luôn hiện"
        status={invalid || misplaced ? 'error' : undefined}
        options={offered.map((source) => ({ value: source.key, label: sourceLabel(source) }))}
        onChange={(key) => {
          const source = offered.find((candidate) => candidate.key === key);
          setCondition(source?.options[0] ? { question: source.key, option: source.options[0].key } : undefined);
        }}
        popupMatchSelectWidth={false}
        className="survey-condition__question"
        aria-label="Chỉ hiện khi câu"
        data-testid={`${testId}-condition-question`}
      />
      {condition && current && (
        <>
          <span className="survey-field-caption">được trả lời</span>
          <Select<string>
            value={condition.option}
            status={invalid ? 'error' : undefined}
            options={current.options.map((option) => ({ value: option.key, label: option.label }))}
            onChange={(option) => setCondition({ question: condition.question, option })}
            popupMatchSelectWidth={false}
            className="survey-condition__option"
            aria-label="Câu trả lời"
            data-testid={`${testId}-condition-option`}
          />
        </>
      )}
      {misplaced && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          Câu điều kiện phải đứng trước câu này
        </Typography.Text>
      )}
    </div>
  );
}
