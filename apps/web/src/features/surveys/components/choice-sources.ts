import {
  CHOICE_KINDS,
  conditionOptions,
  OTHER_LABEL,
  OTHER_OPTION,
  type SurveySection,
} from '@console/shared/surveys/survey-definition';

/** a choice question a later question's condition may test, with the answers it can be given */
export interface ChoiceSource {
  key: string;
  /** its place among all the survey's questions (0 is 'Câu 1') */
  index: number;
  title: string;
  options: { key: string; label: string }[];
}

function labelOf(optionKey: string, options: readonly { key: string; label: string }[], index: number) {
  if (optionKey === 'yes') return 'Có';
  if (optionKey === 'no') return 'Không';
  if (optionKey === OTHER_OPTION) return OTHER_LABEL;
  return options.find((option) => option.key === optionKey)?.label.trim() || `Lựa chọn ${index + 1}`;
}

/** the survey's choice questions (Chọn một, Chọn nhiều, Có / Không) in order, as the condition pickers offer them */
export function choiceSourcesOf(sections: readonly SurveySection[]): ChoiceSource[] {
  return sections
    .flatMap((section) => section.questions)
    .flatMap((question, index) =>
      CHOICE_KINDS.includes(question.kind)
        ? [
            {
              key: question.key,
              index,
              title: question.title.trim(),
              options: conditionOptions(question).map((key, i) => ({ key, label: labelOf(key, question.options, i) })),
            },
          ]
        : [],
    );
}
