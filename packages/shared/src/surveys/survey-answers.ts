import { isRealDay } from '../field-kinds/date.ts';
import { formatMessage, requiredMessage, tooLongMessage } from '../validation/messages.ts';
import {
  OTHER_OPTION,
  questionsOf,
  RATING_MAX,
  SURVEY_LIMITS,
  type SurveyQuestion,
  type SurveySection,
} from './survey-definition.ts';

// A resident's answers to a survey, checked against its questions on the server (and in the app's form): every
// answer of the right shape, required ones present, conditions respected. A question whose condition is not met is
// not shown, so it is never required and an answer sent for it is dropped. All or nothing: a response with any
// problem is refused whole, each problem with the question it concerns and a Vietnamese message.

/** what each kind of question is answered with, once read */
export type AnswerValue =
  | { option: string; other_text?: string } // single
  | { options: string[]; other_text?: string } // multiple
  | string // short_text, long_text, date (YYYY-MM-DD)
  | number // number, rating
  | boolean // yes_no
  | Record<string, string>; // grid: row key → column key

export type Answers = Record<string, AnswerValue>;

export interface AnswerProblem {
  /** the question's key, or '' for the response as a whole */
  question: string;
  message: string;
}

export const UNKNOWN_QUESTION_MESSAGE = 'Câu trả lời có câu hỏi không thuộc khảo sát';
export const otherTextMessage = (title: string) => `Vui lòng ghi rõ lựa chọn khác của câu "${title}"`;
export const picksMessage = (title: string, min: number, max: number) =>
  min === max
    ? `Câu "${title}" cần chọn đúng ${min} lựa chọn`
    : `Câu "${title}" cần chọn từ ${min} đến ${max} lựa chọn`;
export const rangeMessage = (title: string, min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined
    ? `${title} phải từ ${min} đến ${max}`
    : min !== undefined
      ? `${title} không được nhỏ hơn ${min}`
      : `${title} không được lớn hơn ${max}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) {
    if ('option' in value) return isEmptyAnswer(value.option);
    if ('options' in value) return isEmptyAnswer(value.options);
    return Object.keys(value).length === 0;
  }
  return false;
}

/** whether an answer given to a choice question picked `option` (a condition's test) */
export function picked(answer: AnswerValue | undefined, option: string): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'boolean') return (answer ? 'yes' : 'no') === option;
  if (isRecord(answer) && 'option' in answer) return answer.option === option;
  if (isRecord(answer) && 'options' in answer) return (answer.options as string[]).includes(option);
  return false;
}

type Reading = { value: AnswerValue } | { problem: string };

const OTHER_OPTION_LABEL = 'Lựa chọn khác';

function readOther(
  question: SurveyQuestion,
  choseOther: boolean,
  raw: unknown,
): { problem: string } | { other?: string } {
  if (!choseOther) return {};
  const other = typeof raw === 'string' ? raw.trim() : '';
  if (!other) return { problem: otherTextMessage(question.title) };
  if (other.length > SURVEY_LIMITS.shortText)
    return { problem: tooLongMessage(OTHER_OPTION_LABEL, SURVEY_LIMITS.shortText) };
  return { other };
}

const optionKeys = (question: SurveyQuestion) => {
  const keys = question.options.map((option) => option.key);
  return question.allow_other ? [...keys, OTHER_OPTION] : keys;
};

function readSingle(question: SurveyQuestion, raw: unknown): Reading {
  const bad = { problem: formatMessage(question.title) };
  if (!isRecord(raw) || typeof raw.option !== 'string' || !optionKeys(question).includes(raw.option)) return bad;
  const other = readOther(question, raw.option === OTHER_OPTION, raw.other_text);
  if ('problem' in other) return other;
  return { value: other.other ? { option: raw.option, other_text: other.other } : { option: raw.option } };
}

function readMultiple(question: SurveyQuestion, raw: unknown): Reading {
  const bad = { problem: formatMessage(question.title) };
  if (!isRecord(raw) || !Array.isArray(raw.options)) return bad;
  const keys = optionKeys(question);
  const options = raw.options as unknown[];
  if (!options.every((key) => typeof key === 'string' && keys.includes(key))) return bad;
  if (new Set(options).size !== options.length) return bad;
  const min = question.min ?? 0;
  const max = question.max ?? keys.length;
  if (options.length < Math.max(min, 1) || options.length > max)
    return { problem: picksMessage(question.title, Math.max(min, 1), max) };
  const other = readOther(question, options.includes(OTHER_OPTION), raw.other_text);
  if ('problem' in other) return other;
  const value = { options: options as string[] };
  return { value: other.other ? { ...value, other_text: other.other } : value };
}

function readText(question: SurveyQuestion, raw: unknown, max: number): Reading {
  if (typeof raw !== 'string') return { problem: formatMessage(question.title) };
  const value = raw.trim();
  return value.length > max ? { problem: tooLongMessage(question.title, max) } : { value };
}

function readNumber(question: SurveyQuestion, raw: unknown): Reading {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return { problem: formatMessage(question.title) };
  const { min, max } = question;
  if ((min !== undefined && raw < min) || (max !== undefined && raw > max))
    return { problem: rangeMessage(question.title, min, max) };
  return { value: raw };
}

function readRating(question: SurveyQuestion, raw: unknown): Reading {
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return { problem: formatMessage(question.title) };
  return raw < 1 || raw > RATING_MAX ? { problem: rangeMessage(question.title, 1, RATING_MAX) } : { value: raw };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function readDate(question: SurveyQuestion, raw: unknown): Reading {
  const real = typeof raw === 'string' && DAY.test(raw) && isRealDay(raw);
  return real ? { value: raw } : { problem: formatMessage(question.title) };
}

function readGrid(question: SurveyQuestion, raw: unknown): Reading {
  const bad = { problem: formatMessage(question.title) };
  if (!isRecord(raw)) return bad;
  const rows = new Set(question.rows.map((row) => row.key));
  const columns = new Set(question.options.map((column) => column.key));
  const value: Record<string, string> = {};
  for (const [row, column] of Object.entries(raw)) {
    if (!rows.has(row) || typeof column !== 'string' || !columns.has(column)) return bad;
    value[row] = column;
  }
  // a required grid is answered on every row
  if (question.required && Object.keys(value).length < rows.size) return { problem: requiredMessage(question.title) };
  return { value };
}

function readAnswer(question: SurveyQuestion, raw: unknown): Reading {
  switch (question.kind) {
    case 'single':
      return readSingle(question, raw);
    case 'multiple':
      return readMultiple(question, raw);
    case 'short_text':
      return readText(question, raw, SURVEY_LIMITS.shortText);
    case 'long_text':
      return readText(question, raw, SURVEY_LIMITS.longText);
    case 'number':
      return readNumber(question, raw);
    case 'rating':
      return readRating(question, raw);
    case 'date':
      return readDate(question, raw);
    case 'yes_no':
      return typeof raw === 'boolean' ? { value: raw } : { problem: formatMessage(question.title) };
    case 'grid':
      return readGrid(question, raw);
  }
}

/** the response's answers read against the survey's questions: the answers to keep, or every problem found */
export function readAnswers(
  sections: readonly SurveySection[],
  input: unknown,
): { answers: Answers; problems: AnswerProblem[] } {
  if (!isRecord(input)) return { answers: {}, problems: [{ question: '', message: formatMessage('Câu trả lời') }] };
  const questions = questionsOf(sections);
  const problems: AnswerProblem[] = [];
  const known = new Set(questions.map((question) => question.key));
  if (Object.keys(input).some((key) => !known.has(key)))
    problems.push({ question: '', message: UNKNOWN_QUESTION_MESSAGE });
  const answers: Answers = {};
  for (const question of questions) {
    const shown = !question.condition || picked(answers[question.condition.question], question.condition.option);
    const raw = input[question.key];
    if (!shown) continue;
    if (isEmptyAnswer(raw)) {
      if (question.required) problems.push({ question: question.key, message: requiredMessage(question.title) });
      continue;
    }
    const reading = readAnswer(question, raw);
    if ('problem' in reading) problems.push({ question: question.key, message: reading.problem });
    else answers[question.key] = reading.value;
  }
  return { answers, problems };
}
