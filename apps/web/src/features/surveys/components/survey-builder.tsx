import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useMemo, type Dispatch } from 'react';
import { SURVEY_LIMITS, type SurveySection } from '@console/shared/surveys/survey-definition';
import type { BuilderAction } from './builder-reducer';
import { choiceSourcesOf } from './choice-sources';
import { SectionCard } from './section-card';
import { SortableList } from './sortable-list';
import type { BuilderError } from './survey-form-values';

interface SurveyBuilderProps {
  sections: SurveySection[];
  added: string | null;
  error: BuilderError | null;
  dispatch: Dispatch<BuilderAction>;
}

/**
 * The choice questions the conditions may name, kept while only other text changes (a help, an option of a text
 * question): the cards compare them by identity, so typing elsewhere does not redraw every card.
 */
function useChoiceSources(sections: SurveySection[]) {
  const sources = choiceSourcesOf(sections);
  const signature = JSON.stringify(sources);
  // the signature is the sources' content: a new array only when it changes
  return useMemo(() => sources, [signature]);
}

/** the survey's sections in order, each with its questions; sections are dragged or moved as questions are */
export function SurveyBuilder({ sections, added, error, dispatch }: SurveyBuilderProps) {
  const sources = useChoiceSources(sections);
  const totalQuestions = sections.reduce((sum, section) => sum + section.questions.length, 0);
  // a refusal of the whole list ('Khảo sát phải có ít nhất một câu hỏi') belongs to no section
  const surveyError = error && !error.section ? error : null;
  let firstQuestion = 0;

  return (
    <div className="survey-builder" data-testid="survey-builder">
      {surveyError && <Alert type="error" showIcon message={surveyError.message} data-testid="survey-builder-error" />}
      <SortableList
        ids={sections.map((section) => section.key)}
        noun="phần"
        onMove={(from, to) => dispatch({ type: 'move-section', from, to })}
      >
        {sections.map((section, index) => {
          const first = firstQuestion;
          firstQuestion += section.questions.length;
          return (
            <SectionCard
              key={section.key}
              section={section}
              index={index}
              count={sections.length}
              firstQuestion={first}
              totalQuestions={totalQuestions}
              sources={sources}
              error={error?.section === section.key ? error : null}
              added={added}
              dispatch={dispatch}
            />
          );
        })}
      </SortableList>
      <Button
        icon={<PlusOutlined />}
        disabled={sections.length >= SURVEY_LIMITS.sections}
        onClick={() => dispatch({ type: 'add-section' })}
        data-testid="survey-add-section"
      >
        Thêm phần
      </Button>
    </div>
  );
}
