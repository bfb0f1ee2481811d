import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popconfirm } from 'antd';
import { memo, type Dispatch } from 'react';
import { SURVEY_LIMITS, type SurveySection } from '@console/shared/surveys/survey-definition';
import type { BuilderAction } from './builder-reducer';
import type { ChoiceSource } from './choice-sources';
import { MoveButtons } from './move-buttons';
import { QuestionCard } from './question-card';
import { SortableItem, SortableList } from './sortable-list';
import type { BuilderError } from './survey-form-values';

interface SectionCardProps {
  section: SurveySection;
  index: number;
  count: number;
  /** the survey-wide place of its first question */
  firstQuestion: number;
  totalQuestions: number;
  sources: readonly ChoiceSource[];
  /** the schema's refusal when it concerns this section or one of its questions */
  error: BuilderError | null;
  added: string | null;
  dispatch: Dispatch<BuilderAction>;
}

/** a section of the survey: its name and note, its questions in order (dragged or moved), and 'Thêm câu hỏi' */
export const SectionCard = memo(function SectionCard(props: SectionCardProps) {
  const { section, index, count, firstQuestion, totalQuestions, sources, error, added, dispatch } = props;
  const number = index + 1;
  const testId = `survey-section-${number}`;
  const several = count > 1;
  const ownError = error && !error.question ? error : null;
  const edit = (patch: Partial<Pick<SurveySection, 'title' | 'description'>>) =>
    dispatch({ type: 'edit-section', key: section.key, patch });

  const remove = () => dispatch({ type: 'remove-section', key: section.key });
  const removeButton = (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Xoá phần ${number}`}
      title={`Xoá phần ${number}`}
      onClick={section.questions.length ? undefined : remove}
      data-testid={`${testId}-remove`}
    />
  );

  return (
    <SortableItem id={section.key} handleLabel={`Kéo để sắp xếp phần ${number}`} handleTestId={`${testId}-drag`}>
      {(handle) => (
        <div className="survey-section" data-section-key={section.key} data-testid={testId}>
          <div className="survey-section__head">
            {several && handle}
            <Input
              value={section.title ?? ''}
              placeholder={several ? `Tên phần ${number}` : 'Tên phần (không bắt buộc)'}
              aria-label={`Tên phần ${number}`}
              maxLength={SURVEY_LIMITS.title}
              autoFocus={added === section.key}
              status={ownError?.field === 'title' ? 'error' : undefined}
              onChange={(event) => edit({ title: event.target.value || undefined })}
              variant="borderless"
              className="survey-section__title"
              data-testid={`${testId}-title`}
            />
            {several && (
              <div className="survey-section__tools">
                <MoveButtons
                  name={`phần ${number}`}
                  canUp={index > 0}
                  canDown={index < count - 1}
                  onMove={(step) => dispatch({ type: 'move-section', from: index, to: index + step })}
                  testId={`${testId}-move`}
                />
                {section.questions.length ? (
                  <Popconfirm
                    title={`Xoá phần ${number} và ${section.questions.length} câu hỏi của phần này?`}
                    okText="Đồng ý!"
                    cancelText="Không đồng ý!"
                    okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
                    cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
                    onConfirm={remove}
                  >
                    {removeButton}
                  </Popconfirm>
                ) : (
                  removeButton
                )}
              </div>
            )}
          </div>
          <Input.TextArea
            value={section.description ?? ''}
            placeholder="Mô tả phần (không bắt buộc)"
            aria-label={`Mô tả phần ${number}`}
            maxLength={SURVEY_LIMITS.help}
            autoSize={{ minRows: 1, maxRows: 4 }}
            status={ownError?.field === 'description' ? 'error' : undefined}
            onChange={(event) => edit({ description: event.target.value || undefined })}
            variant="filled"
            data-testid={`${testId}-description`}
          />
          {ownError && <Alert type="error" showIcon message={ownError.message} />}
          <SortableList
            ids={section.questions.map((question) => question.key)}
            noun="câu hỏi"
            onMove={(from, to) => dispatch({ type: 'reorder-questions', section: section.key, from, to })}
          >
            {section.questions.map((question, i) => (
              <QuestionCard
                key={question.key}
                question={question}
                index={firstQuestion + i}
                canMoveUp={i > 0 || index > 0}
                canMoveDown={i < section.questions.length - 1 || index < count - 1}
                sources={sources}
                error={error?.question === question.key ? error : null}
                autoFocus={added === question.key}
                dispatch={dispatch}
              />
            ))}
          </SortableList>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={totalQuestions >= SURVEY_LIMITS.questions}
            onClick={() => dispatch({ type: 'add-question', section: section.key })}
            data-testid="survey-add-question"
          >
            Thêm câu hỏi
          </Button>
        </div>
      )}
    </SortableItem>
  );
});
