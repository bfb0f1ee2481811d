import { Checkbox, InputNumber, Space } from 'antd';
import type { Dispatch } from 'react';
import { OTHER_LABEL, SURVEY_LIMITS, type SurveyQuestion } from '@console/shared/surveys/survey-definition';
import type { BuilderAction, OptionList } from './builder-reducer';
import type { BuilderError } from './survey-form-values';
import { OptionsEditor } from './options-editor';

interface QuestionKindSettingsProps {
  question: SurveyQuestion;
  /** 'survey-question-3': the prefix of this question's test ids */
  testId: string;
  error: BuilderError | null;
  dispatch: Dispatch<BuilderAction>;
}

/** min and max of one question: picks of a 'Chọn nhiều', the accepted range of a 'Số' */
function RangeInputs({
  question,
  testId,
  error,
  dispatch,
  labels,
  upTo,
}: QuestionKindSettingsProps & {
  labels: [string, string];
  upTo?: number;
}) {
  const edit = (patch: Partial<SurveyQuestion>) => dispatch({ type: 'edit-question', key: question.key, patch });
  const invalid = error?.field === 'min' || error?.field === 'max';
  return (
    <div className="survey-range">
      {(['min', 'max'] as const).map((bound, i) => (
        <label key={bound} className="survey-range__item">
          <span className="survey-field-caption">{labels[i]}</span>
          <InputNumber<number>
            min={0}
            max={upTo}
            precision={0}
            value={question[bound] ?? null}
            status={invalid ? 'error' : undefined}
            onChange={(value) => edit({ [bound]: value ?? undefined })}
            placeholder="Không giới hạn"
            style={{ width: '100%' }}
            data-testid={`${testId}-${bound}`}
          />
        </label>
      ))}
    </div>
  );
}

/** what a kind asks beyond its title: choices, an 'other' choice, picks, a range, a grid's rows and columns */
export function QuestionKindSettings(props: QuestionKindSettingsProps) {
  const { question, testId, error, dispatch } = props;
  const { kind } = question;
  const list = (name: OptionList, noun: string, max: number, trailing?: string) => (
    <OptionsEditor
      items={question[name]}
      noun={noun}
      max={max}
      errorItem={error?.field === name ? (error.item ?? -1) : -1}
      listError={error?.field === name && error.item === undefined}
      onAdd={() => dispatch({ type: 'add-option', question: question.key, list: name })}
      onRename={(key, label) => dispatch({ type: 'rename-option', question: question.key, list: name, key, label })}
      onRemove={(key) => dispatch({ type: 'remove-option', question: question.key, list: name, key })}
      testId={`${testId}-${name === 'rows' ? 'row' : 'option'}`}
      trailing={trailing}
    />
  );

  if (kind === 'single' || kind === 'multiple')
    return (
      <Space direction="vertical" size={12} style={{ display: 'flex' }}>
        {list('options', 'Lựa chọn', SURVEY_LIMITS.options, question.allow_other ? OTHER_LABEL : undefined)}
        <Checkbox
          checked={question.allow_other}
          onChange={(event) =>
            dispatch({ type: 'edit-question', key: question.key, patch: { allow_other: event.target.checked } })
          }
          data-testid={`${testId}-allow-other`}
        >
          Thêm lựa chọn “{OTHER_LABEL}”
        </Checkbox>
        {kind === 'multiple' && (
          <RangeInputs
            {...props}
            labels={['Chọn ít nhất', 'Chọn nhiều nhất']}
            upTo={question.options.length + (question.allow_other ? 1 : 0)}
          />
        )}
      </Space>
    );
  if (kind === 'number') return <RangeInputs {...props} labels={['Nhỏ nhất', 'Lớn nhất']} />;
  if (kind === 'grid')
    return (
      <div className="survey-grid-editor">
        <div>
          <div className="survey-field-caption">Hàng (mỗi hàng chọn một cột)</div>
          {list('rows', 'Hàng', SURVEY_LIMITS.gridRows)}
        </div>
        <div>
          <div className="survey-field-caption">Cột</div>
          {list('options', 'Cột', SURVEY_LIMITS.options)}
        </div>
      </div>
    );
  return null;
}
