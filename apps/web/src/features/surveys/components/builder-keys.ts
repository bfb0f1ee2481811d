import {
  CHOICE_KINDS,
  conditionOptions,
  type SurveyOption,
  type SurveyQuestion,
  type SurveySection,
} from '@console/shared/surveys/survey-definition';

// Keys are the builder's, never the officer's: answers and statistics refer to them, so each is given when its
// question, section or option is made and never changes with edits, moves or a change of kind. The next number is
// past the highest in use; one freed by removing the last item may be given again, which is harmless: only drafts are
// edited, a draft has no answers, and conditions on a removed item are dropped with it. Sections and questions share
// one set of keys (the schema wants them unique together); options are unique within their own list.

function nextKey(prefix: string, taken: Iterable<string>): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  let highest = 0;
  for (const key of taken) {
    const match = pattern.exec(key);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}${highest + 1}`;
}

const surveyKeysOf = (sections: readonly SurveySection[]) =>
  sections.flatMap((section) => [section.key, ...section.questions.map((question) => question.key)]);

export const nextSectionKey = (sections: readonly SurveySection[]) => nextKey('s', surveyKeysOf(sections));
export const nextQuestionKey = (sections: readonly SurveySection[]) => nextKey('q', surveyKeysOf(sections));
export const nextOptionKey = (list: readonly SurveyOption[]) =>
  nextKey(
    'o',
    list.map((option) => option.key),
  );

/** a question whose condition names a question or option that no longer exists, or no longer a choice, drops it */
function withoutDanglingCondition(question: SurveyQuestion, byKey: ReadonlyMap<string, SurveyQuestion>) {
  const condition = question.condition;
  if (!condition) return question;
  const source = byKey.get(condition.question);
  const valid = source && CHOICE_KINDS.includes(source.kind) && conditionOptions(source).includes(condition.option);
  if (valid) return question;
  const { condition: _dropped, ...rest } = question;
  return rest;
}

/**
 * The conditions left pointing at nothing after a removal or a change of kind are dropped; a condition on a question
 * moved below its dependant is kept (moving it back mends it) and reported by the schema on save. Untouched sections
 * and questions keep their identity, so the cards that did not change do not redraw.
 */
export function pruneConditions(sections: SurveySection[]): SurveySection[] {
  const byKey = new Map(sections.flatMap((section) => section.questions.map((q) => [q.key, q] as const)));
  let changed = false;
  const next = sections.map((section) => {
    const questions = section.questions.map((question) => withoutDanglingCondition(question, byKey));
    if (questions.every((question, i) => question === section.questions[i])) return section;
    changed = true;
    return { ...section, questions };
  });
  return changed ? next : sections;
}
