import { z } from 'zod';
import { formatMessage, requiredMessage, tooLongMessage } from '../validation/messages.ts';

// Surveys (issue 14; spec §2 surveys, §7 Surveys): what a survey asks, as the builder writes it and the server keeps
// it. Sections hold questions; a question may be shown only when an earlier choice question was answered a given way
// (one level of conditions). The API parses a survey body with ZSurveyQuestions and the screen checks with it, so both
// show the same Vietnamese message.

/** the kinds of question, with the name the builder shows */
export const QUESTION_KINDS = {
  single: 'Chọn một',
  multiple: 'Chọn nhiều',
  short_text: 'Trả lời ngắn',
  long_text: 'Đoạn văn',
  number: 'Số',
  rating: 'Đánh giá 1–5',
  date: 'Ngày',
  yes_no: 'Có / Không',
  grid: 'Lưới lựa chọn',
} as const;
export type QuestionKind = keyof typeof QUESTION_KINDS;

/** kinds answered by picking options, which a later question's condition can test */
export const CHOICE_KINDS: readonly QuestionKind[] = ['single', 'multiple', 'yes_no'];

export const SURVEY_LIMITS = {
  sections: 20,
  questions: 100,
  options: 50,
  gridRows: 30,
  title: 500,
  help: 1_000,
  optionLabel: 255,
  shortText: 255,
  longText: 5_000,
} as const;

/** the option id an answer gives for 'Khác (ghi rõ)', with its text beside it */
export const OTHER_OPTION = 'other';
export const OTHER_LABEL = 'Khác (ghi rõ)';
export const RATING_MAX = 5;

export const NO_QUESTION_MESSAGE = 'Khảo sát phải có ít nhất một câu hỏi';
export const duplicateKeyMessage = (key: string) => `Mã "${key}" bị trùng trong khảo sát`;
export const fewOptionsMessage = (title: string) => `Câu hỏi "${title}" cần ít nhất 2 lựa chọn`;
export const picksRangeMessage = (title: string) => `Số lựa chọn tối thiểu và tối đa của câu "${title}" không hợp lệ`;
export const numberRangeMessage = (title: string) =>
  `Giá trị nhỏ nhất của câu "${title}" phải không lớn hơn giá trị lớn nhất`;
export const gridShapeMessage = (title: string) => `Câu hỏi "${title}" cần ít nhất 1 hàng và 2 cột`;
export const conditionMessage = (title: string) =>
  `Điều kiện hiển thị của câu "${title}" phải dựa trên một câu hỏi lựa chọn đứng trước và một lựa chọn của câu đó`;

/** a stable id a question or option keeps across edits: answers and statistics refer to it */
const ZKey = z.string({ error: formatMessage('Mã') }).regex(/^[a-z0-9_-]{1,40}$/i, { error: formatMessage('Mã') });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) })
    .max(max, { error: tooLongMessage(label, max) });
const optionalText = (label: string, max: number) =>
  z
    .string({ error: formatMessage(label) })
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .optional();

const ZOption = z.object({ key: ZKey, label: requiredText('Lựa chọn', SURVEY_LIMITS.optionLabel) });
export type SurveyOption = z.infer<typeof ZOption>;

/** shown only when the question `question` (earlier, a choice) was answered with `option` ('yes'/'no' for yes/no) */
const ZCondition = z.object({ question: ZKey, option: ZKey });

const ZQuestion = z.object({
  key: ZKey,
  kind: z.enum(Object.keys(QUESTION_KINDS) as [QuestionKind, ...QuestionKind[]], {
    error: formatMessage('Loại câu hỏi'),
  }),
  title: requiredText('Câu hỏi', SURVEY_LIMITS.title),
  help: optionalText('Hướng dẫn', SURVEY_LIMITS.help),
  required: z.boolean({ error: formatMessage('Bắt buộc') }).default(false),
  /** single, multiple: the options; grid: the columns */
  options: z.array(ZOption).max(SURVEY_LIMITS.options).default([]),
  /** grid: the rows, each answered with one column */
  rows: z.array(ZOption).max(SURVEY_LIMITS.gridRows).default([]),
  /** single, multiple: an 'other' option whose answer carries a text */
  allow_other: z.boolean({ error: formatMessage('Lựa chọn khác') }).default(false),
  /** multiple: how many picks, number: the range */
  min: z
    .number({ error: formatMessage('Giá trị nhỏ nhất') })
    .int()
    .min(0)
    .optional(),
  max: z
    .number({ error: formatMessage('Giá trị lớn nhất') })
    .int()
    .min(0)
    .optional(),
  condition: ZCondition.optional(),
});
export type SurveyQuestion = z.infer<typeof ZQuestion>;

const ZSection = z.object({
  key: ZKey,
  title: optionalText('Tên phần', SURVEY_LIMITS.title),
  description: optionalText('Mô tả phần', SURVEY_LIMITS.help),
  questions: z.array(ZQuestion).max(SURVEY_LIMITS.questions),
});
export type SurveySection = z.infer<typeof ZSection>;

/** every question in order, with the section it sits in */
export const questionsOf = (sections: readonly SurveySection[]) => sections.flatMap((section) => section.questions);

/** the option keys a condition may name for a choice question */
export function conditionOptions(question: SurveyQuestion): string[] {
  if (question.kind === 'yes_no') return ['yes', 'no'];
  const keys = question.options.map((option) => option.key);
  return question.allow_other ? [...keys, OTHER_OPTION] : keys;
}

/** the checks no single question can make alone: shapes, ranges, unique keys, conditions on earlier questions */
function checkSurvey(sections: SurveySection[], ctx: z.RefinementCtx) {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const questions = questionsOf(sections);
  if (!questions.length) issue(NO_QUESTION_MESSAGE, []);
  if (questions.length > SURVEY_LIMITS.questions)
    issue(`Khảo sát có nhiều nhất ${SURVEY_LIMITS.questions} câu hỏi`, []);
  const seen = new Set<string>();
  const before = new Map<string, SurveyQuestion>();
  sections.forEach((section, s) => {
    if (seen.has(section.key)) issue(duplicateKeyMessage(section.key), [s, 'key']);
    seen.add(section.key);
    section.questions.forEach((question, q) => {
      const at = (...rest: (string | number)[]) => [s, 'questions', q, ...rest];
      if (seen.has(question.key)) issue(duplicateKeyMessage(question.key), at('key'));
      seen.add(question.key);
      checkQuestion(question, (message, field) => issue(message, at(...(field ? [field] : []))));
      if (question.condition) {
        const source = before.get(question.condition.question);
        const valid =
          source && CHOICE_KINDS.includes(source.kind) && conditionOptions(source).includes(question.condition.option);
        if (!valid) issue(conditionMessage(question.title), at('condition'));
      }
      before.set(question.key, question);
    });
  });
}

function checkQuestion(question: SurveyQuestion, issue: (message: string, field?: string) => void) {
  const { kind, title, options, rows, min, max } = question;
  // options (a grid's columns) and a grid's rows are two lists, each of its own keys; 'other' is kept for its option
  for (const [list, field] of [
    [options, 'options'],
    [rows, 'rows'],
  ] as const) {
    const keys = new Set<string>();
    for (const option of list) {
      if (keys.has(option.key) || option.key === OTHER_OPTION) issue(duplicateKeyMessage(option.key), field);
      keys.add(option.key);
    }
  }
  if ((kind === 'single' || kind === 'multiple') && options.length < 2) issue(fewOptionsMessage(title), 'options');
  if (kind === 'grid' && (rows.length < 1 || options.length < 2)) issue(gridShapeMessage(title), 'rows');
  if (kind === 'multiple') {
    const choices = options.length + (question.allow_other ? 1 : 0);
    if ((min ?? 0) > (max ?? choices) || (max ?? 0) > choices || (min ?? 0) > choices)
      issue(picksRangeMessage(title), 'max');
  }
  if (kind === 'number' && min !== undefined && max !== undefined && min > max) issue(numberRangeMessage(title), 'max');
}

export const ZSurveySections = z
  .array(ZSection, { error: formatMessage('Nội dung khảo sát') })
  .max(SURVEY_LIMITS.sections, { error: `Khảo sát có nhiều nhất ${SURVEY_LIMITS.sections} phần` })
  .superRefine(checkSurvey);
