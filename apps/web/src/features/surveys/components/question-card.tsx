import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popconfirm, Select, Switch } from 'antd';
import { memo, type Dispatch } from 'react';
import {
  QUESTION_KINDS,
  SURVEY_LIMITS,
  type QuestionKind,
  type SurveyQuestion,
} from '@console/shared/surveys/survey-definition';
import type { BuilderAction } from './builder-reducer';
import type { ChoiceSource } from './choice-sources';
import { ConditionPicker } from './condition-picker';
import { MoveButtons } from './move-buttons';
import { QuestionKindSettings } from './question-kind-settings';
import { SortableItem } from './sortable-list';
import type { BuilderError } from './survey-form-values';

const KIND_OPTIONS = (Object.keys(QUESTION_KINDS) as QuestionKind[]).map((value) => ({
  value,
  label: QUESTION_KINDS[value],
}));

interface QuestionCardProps {
  question: SurveyQuestion;
  /** its place among all the survey's questions: 'Câu {index + 1}', and its test ids */
  index: number;
  /** one step up or down is possible (past its section's edge it moves into the next one, even an empty one) */
  canMoveUp: boolean;
  canMoveDown: boolean;
  sources: readonly ChoiceSource[];
  /** the schema's refusal when it concerns this question, else null */
  error: BuilderError | null;
  autoFocus: boolean;
  dispatch: Dispatch<BuilderAction>;
}

/**
 * One question of the builder: its wording, kind, requirement, what its kind asks and its condition. Memoised: typing
 * in one question redraws that card only (a survey may hold 100).
 */
export const QuestionCard = memo(function QuestionCard(props: QuestionCardProps) {
  const { question, index, canMoveUp, canMoveDown, sources, error, autoFocus, dispatch } = props;
  const number = index + 1;
  const testId = `survey-question-${number}`;
  const edit = (patch: Partial<SurveyQuestion>) => dispatch({ type: 'edit-question', key: question.key, patch });
  const fieldStatus = (field: string) => (error?.field === field ? 'error' : undefined);

  return (
    <SortableItem id={question.key} handleLabel={`Kéo để sắp xếp câu ${number}`} handleTestId={`${testId}-drag`}>
      {(handle) => (
        <section
          className={error ? 'survey-question survey-question--error' : 'survey-question'}
          data-question-key={question.key}
          data-testid={testId}
          aria-label={`Câu ${number}`}
        >
          <div className="survey-question__head">
            {handle}
            <strong className="survey-question__number">Câu {number}</strong>
            <Select<QuestionKind>
              value={question.kind}
              options={KIND_OPTIONS}
              onChange={(kind) => dispatch({ type: 'change-kind', key: question.key, kind })}
              status={fieldStatus('kind')}
              className="survey-question__kind"
              aria-label={`Loại câu hỏi của câu ${number}`}
              data-testid={`${testId}-kind`}
            />
            <div className="survey-question__tools">
              <MoveButtons
                name={`câu ${number}`}
                canUp={canMoveUp}
                canDown={canMoveDown}
                onMove={(step) => dispatch({ type: 'move-question', key: question.key, step })}
                testId={`${testId}-move`}
              />
              <Popconfirm
                title={`Xoá câu ${number}?`}
                okText="Đồng ý!"
                cancelText="Không đồng ý!"
                okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
                cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
                onConfirm={() => dispatch({ type: 'remove-question', key: question.key })}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Xoá câu ${number}`}
                  title={`Xoá câu ${number}`}
                  data-testid={`${testId}-remove`}
                />
              </Popconfirm>
            </div>
          </div>
          <Input
            value={question.title}
            placeholder="Nội dung câu hỏi"
            aria-label={`Nội dung câu ${number}`}
            maxLength={SURVEY_LIMITS.title}
            autoFocus={autoFocus}
            status={fieldStatus('title')}
            onChange={(event) => edit({ title: event.target.value })}
            data-testid={`${testId}-title`}
          />
          <Input
            value={question.help ?? ''}
            placeholder="Hướng dẫn trả lời (không bắt buộc)"
            aria-label={`Hướng dẫn của câu ${number}`}
            maxLength={SURVEY_LIMITS.help}
            status={fieldStatus('help')}
            onChange={(event) => edit({ help: event.target.value || undefined })}
            variant="filled"
            data-testid={`${testId}-help`}
          />
          <QuestionKindSettings question={question} testId={testId} error={error} dispatch={dispatch} />
          <ConditionPicker
            question={question}
            index={index}
            sources={sources}
            invalid={error?.field === 'condition'}
            dispatch={dispatch}
            testId={testId}
          />
          <label className="survey-inline-field">
            <Switch
              size="small"
              checked={question.required}
              onChange={(required) => edit({ required })}
              data-testid={`${testId}-required`}
            />
            <span>Bắt buộc trả lời</span>
          </label>
          {error && <Alert type="error" showIcon message={error.message} data-testid="survey-question-error" />}
        </section>
      )}
    </SortableItem>
  );
});
