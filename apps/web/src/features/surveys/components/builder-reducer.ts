import type { QuestionKind, SurveyQuestion, SurveySection } from '@console/shared/surveys/survey-definition';
import { nextOptionKey, nextQuestionKey, nextSectionKey, pruneConditions } from './builder-keys';

/** a question's two lists of labelled keys: the choices (a grid's columns) and a grid's rows */
export type OptionList = 'options' | 'rows';

export interface BuilderState {
  sections: SurveySection[];
  /** the key of the question or section added last: its title input takes the focus */
  added: string | null;
}

export type BuilderAction =
  | { type: 'add-section' }
  | { type: 'edit-section'; key: string; patch: Partial<Pick<SurveySection, 'title' | 'description'>> }
  | { type: 'remove-section'; key: string }
  | { type: 'move-section'; from: number; to: number }
  | { type: 'add-question'; section: string }
  | { type: 'edit-question'; key: string; patch: Partial<SurveyQuestion> }
  | { type: 'change-kind'; key: string; kind: QuestionKind }
  | { type: 'remove-question'; key: string }
  | { type: 'move-question'; key: string; step: -1 | 1 }
  | { type: 'reorder-questions'; section: string; from: number; to: number }
  | { type: 'add-option'; question: string; list: OptionList }
  | { type: 'rename-option'; question: string; list: OptionList; key: string; label: string }
  | { type: 'remove-option'; question: string; list: OptionList; key: string };

const blankOption = (list: SurveyQuestion['options']) => ({ key: nextOptionKey(list), label: '' });

/** a new question starts as 'Chọn một' with two empty choices, the most common kind in a ward's survey */
export function newQuestion(key: string): SurveyQuestion {
  return {
    key,
    kind: 'single',
    title: '',
    required: false,
    options: [
      { key: 'o1', label: '' },
      { key: 'o2', label: '' },
    ],
    rows: [],
    allow_other: false,
  };
}

/**
 * What a question keeps when its kind changes: its title, help, requirement and condition always; its choices when
 * the new kind has choices (a grid's columns), filled up to what the kind needs.
 */
export function withKind(question: SurveyQuestion, kind: QuestionKind): SurveyQuestion {
  if (kind === question.kind) return question;
  const hasOptions = kind === 'single' || kind === 'multiple' || kind === 'grid';
  const options = hasOptions ? [...question.options] : [];
  while (hasOptions && options.length < 2) options.push(blankOption(options));
  const rows = kind === 'grid' ? (question.rows.length ? question.rows : [blankOption([])]) : [];
  // picks of a 'Chọn nhiều' and the range of a 'Số' are different things: the new kind starts without either
  const { min: _min, max: _max, ...rest } = question;
  return {
    ...rest,
    kind,
    options,
    rows,
    allow_other: (kind === 'single' || kind === 'multiple') && question.allow_other,
  };
}

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

const mapQuestion = (sections: SurveySection[], key: string, change: (q: SurveyQuestion) => SurveyQuestion) =>
  sections.map((section) =>
    section.questions.some((q) => q.key === key)
      ? { ...section, questions: section.questions.map((q) => (q.key === key ? change(q) : q)) }
      : section,
  );

/** one step up or down; past the first or last question of its section it moves into the neighbouring section */
function moveQuestion(sections: SurveySection[], key: string, step: -1 | 1): SurveySection[] {
  const s = sections.findIndex((section) => section.questions.some((q) => q.key === key));
  if (s < 0) return sections;
  const questions = sections[s].questions;
  const q = questions.findIndex((question) => question.key === key);
  const to = q + step;
  if (to >= 0 && to < questions.length)
    return sections.map((section, i) => (i === s ? { ...section, questions: moveItem(questions, q, to) } : section));
  const target = s + step;
  if (target < 0 || target >= sections.length) return sections;
  const question = questions[q];
  return sections.map((section, i) => {
    if (i === s) return { ...section, questions: questions.filter((other) => other.key !== key) };
    if (i !== target) return section;
    return { ...section, questions: step > 0 ? [question, ...section.questions] : [...section.questions, question] };
  });
}

function sectionsAfter(sections: SurveySection[], action: BuilderAction): SurveySection[] {
  switch (action.type) {
    case 'add-section':
      return [...sections, { key: nextSectionKey(sections), title: '', questions: [] }];
    case 'edit-section':
      return sections.map((s) => (s.key === action.key ? { ...s, ...action.patch } : s));
    case 'remove-section':
      return sections.filter((s) => s.key !== action.key);
    case 'move-section':
      return moveItem(sections, action.from, action.to);
    case 'add-question': {
      const question = newQuestion(nextQuestionKey(sections));
      return sections.map((s) => (s.key === action.section ? { ...s, questions: [...s.questions, question] } : s));
    }
    case 'edit-question':
      return mapQuestion(sections, action.key, (q) => ({ ...q, ...action.patch }));
    case 'change-kind':
      return mapQuestion(sections, action.key, (q) => withKind(q, action.kind));
    case 'remove-question':
      return sections.map((s) =>
        s.questions.some((q) => q.key === action.key)
          ? { ...s, questions: s.questions.filter((q) => q.key !== action.key) }
          : s,
      );
    case 'move-question':
      return moveQuestion(sections, action.key, action.step);
    case 'reorder-questions':
      return sections.map((s) =>
        s.key === action.section ? { ...s, questions: moveItem(s.questions, action.from, action.to) } : s,
      );
    case 'add-option':
      return mapQuestion(sections, action.question, (q) => ({
        ...q,
        [action.list]: [...q[action.list], blankOption(q[action.list])],
      }));
    case 'rename-option':
      return mapQuestion(sections, action.question, (q) => ({
        ...q,
        [action.list]: q[action.list].map((o) => (o.key === action.key ? { ...o, label: action.label } : o)),
      }));
    case 'remove-option':
      return mapQuestion(sections, action.question, (q) => ({
        ...q,
        [action.list]: q[action.list].filter((o) => o.key !== action.key),
      }));
  }
}

/** what was added last, so its title takes the focus (a new option is focused by its own list) */
function addedBy(before: SurveySection[], after: SurveySection[], action: BuilderAction): string | null {
  if (action.type === 'add-section') return after[after.length - 1]?.key ?? null;
  if (action.type !== 'add-question') return null;
  const section = after.find((s) => s.key === action.section);
  return before === after ? null : (section?.questions[section.questions.length - 1]?.key ?? null);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const sections = pruneConditions(sectionsAfter(state.sections, action));
  return { sections, added: addedBy(state.sections, sections, action) };
}
