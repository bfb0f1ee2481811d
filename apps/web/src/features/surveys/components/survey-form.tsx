import { SaveOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Segmented, Space } from 'antd';
import { useCallback, useReducer, useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { SURVEY_FIELDS } from '@console/shared/forms/survey';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation } from '../../../lib/envelope-mutation';
import { showValidationError } from '../../../lib/result-helper';
import { useCreateSurvey } from '../api/create-survey';
import type { SurveyEntry } from '../api/survey-keys';
import { useUpdateSurvey } from '../api/update-survey';
import { builderReducer, type BuilderAction } from './builder-reducer';
import { SurveyBuilder } from './survey-builder';
import { checkSurvey, initialSections, initialSurveyValues, type BuilderError } from './survey-form-values';
import { surveyPaths } from './survey-paths';
import { SurveyPreview } from './survey-preview';
import { SurveySettingsFields } from './survey-settings-fields';
import { useLeaveGuard } from './use-leave-guard';
import './survey-builder.css';

/** the card the schema refused, brought into view under the error dialog */
function revealBuilderError(error: BuilderError) {
  const selector = error.question
    ? `[data-question-key="${error.question}"]`
    : error.section
      ? `[data-section-key="${error.section}"]`
      : '[data-testid="survey-builder"]';
  requestAnimationFrame(() => document.querySelector(selector)?.scrollIntoView({ block: 'center' }));
}

/** the create screen and a draft's edit screen: the settings, then the builder (or its preview), then 'Lưu' */
export function SurveyForm({ entry }: { entry: SurveyEntry | null }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const [state, dispatchToBuilder] = useReducer(builderReducer, entry, (e) => ({
    sections: initialSections(e),
    added: null,
  }));
  const [builderError, setBuilderError] = useState<BuilderError | null>(null);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const busy = create.isPending || update.isPending;
  // a second tap before the button shows it is busy must not send the survey twice (POST has no idempotency key)
  const saving = useRef(false);
  const leave = useLeaveGuard();

  // stable, so the memoised cards keep their props; any change to the questions clears the last refusal
  const dispatch: Dispatch<BuilderAction> = useCallback(
    (action) => {
      setBuilderError(null);
      leave.markChanged();
      dispatchToBuilder(action);
    },
    [leave],
  );

  const save = async () => {
    if (saving.current) return;
    form.setFields(Object.keys(SURVEY_FIELDS).map((name) => ({ name, errors: [] })));
    const check = checkSurvey(form.getFieldsValue(true), state.sections);
    if (!check.ok) {
      if (check.field) {
        form.setFields([{ name: check.field, errors: [check.message] }]);
        form.scrollToField(check.field, { block: 'center' });
      }
      if (check.builder) {
        setView('edit');
        setBuilderError(check.builder);
        revealBuilderError(check.builder);
      }
      return showValidationError(check.message);
    }
    saving.current = true;
    try {
      const request = entry ? update.mutateAsync({ id: entry.id, body: check.data }) : create.mutateAsync(check.data);
      const saved = await reportMutation(request, { done: () => navigate(listReturnPath({ path: surveyPaths.list })) });
      if (saved) leave.markSaved();
    } finally {
      saving.current = false;
    }
  };

  return (
    <div className="survey-form" data-testid="survey-form">
      <Form
        form={form}
        name="survey"
        layout="vertical"
        initialValues={initialSurveyValues(entry)}
        onValuesChange={(changed: Record<string, unknown>) => {
          leave.markChanged();
          form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
        }}
      >
        <SurveySettingsFields form={form} />
      </Form>
      <Divider orientation="left" orientationMargin={0}>
        Câu hỏi
      </Divider>
      <Segmented<'edit' | 'preview'>
        value={view}
        onChange={setView}
        options={[
          { value: 'edit', label: 'Soạn câu hỏi' },
          { value: 'preview', label: 'Xem trước' },
        ]}
        style={{ marginBottom: 16 }}
        data-testid="survey-view"
      />
      {view === 'edit' ? (
        <SurveyBuilder sections={state.sections} added={state.added} error={builderError} dispatch={dispatch} />
      ) : (
        <SurveyPreview sections={state.sections} />
      )}
      <Space wrap className="survey-form__actions">
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={busy}
          onClick={() => void save()}
          data-testid="survey-save"
        >
          Lưu
        </Button>
        <Button onClick={() => navigate(listReturnPath({ path: surveyPaths.list }))} data-testid="survey-cancel">
          Hủy
        </Button>
      </Space>
    </div>
  );
}
