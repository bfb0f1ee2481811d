import { SURVEY_FIELDS, ZSurveyBody, type SurveyBody } from '@console/shared/forms/survey';
import type { SurveySection } from '@console/shared/surveys/survey-definition';
import { toFormValues, toSchemaInput } from '../../../lib/forms/check-values';
import type { SurveyEntry } from '../api/survey-keys';
import { newQuestion } from './builder-reducer';

/** where the schema's first refusal lies in the questions, by keys (indexes change as the officer reorders) */
export interface BuilderError {
  message: string;
  section?: string;
  question?: string;
  /** the question's (or section's) field: 'title', 'options', 'rows', 'max', 'condition'… */
  field?: string;
  /** the option or row of `field` at fault */
  item?: number;
}

export type SurveyCheck =
  { ok: true; data: SurveyBody } | { ok: false; message: string; field: string | null; builder: BuilderError | null };

const DAY_MS = 86_400_000;

/** a new survey opens at the next full hour and runs a week: two pickers fewer to fill on a phone */
function defaultPeriod(now = Date.now()) {
  const open = Math.ceil(now / 3_600_000) * 3_600_000;
  return { open_at: new Date(open).toISOString(), close_at: new Date(open + 7 * DAY_MS).toISOString() };
}

/** the settings as the antd form holds them (times as Vietnam wall-clock picker values) */
export function initialSurveyValues(entry: SurveyEntry | null): Record<string, unknown> {
  const period = entry ?? defaultPeriod();
  return toFormValues(SURVEY_FIELDS, {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    open_at: period.open_at,
    close_at: period.close_at,
    anonymous: entry?.anonymous ?? false,
    multiple_responses: entry?.multiple_responses ?? false,
    max_responses: entry?.max_responses ?? null,
    ward_ids: entry?.ward_ids ?? [],
    village_ids: entry?.village_ids ?? [],
    role_ids: entry?.role_ids ?? [],
  });
}

/** the stored questions (already read by the schema once), or one section with one question to start from */
export function initialSections(entry: SurveyEntry | null): SurveySection[] {
  if (entry && Array.isArray(entry.sections) && entry.sections.length) return entry.sections;
  return [{ key: 's1', title: '', questions: [newQuestion('q1')] }];
}

/** a schema path under `sections` → the section and question keys it names */
function builderErrorOf(path: readonly PropertyKey[], message: string, sections: SurveySection[]): BuilderError {
  const section = typeof path[1] === 'number' ? sections[path[1]] : undefined;
  if (!section) return { message };
  if (path[2] !== 'questions' || typeof path[3] !== 'number')
    return { message, section: section.key, field: typeof path[2] === 'string' ? path[2] : undefined };
  const question = section.questions[path[3]];
  return {
    message,
    section: section.key,
    question: question?.key,
    field: typeof path[4] === 'string' ? path[4] : undefined,
    item: typeof path[5] === 'number' ? path[5] : undefined,
  };
}

/**
 * The server's own schema in the browser (spec §5): the same rules and Vietnamese messages, the first refusal
 * reported with the place it concerns (a settings field, or a section / question / option of the builder).
 */
export function checkSurvey(values: Record<string, unknown>, sections: SurveySection[]): SurveyCheck {
  const parsed = ZSurveyBody.safeParse({ ...toSchemaInput(SURVEY_FIELDS, values), sections });
  if (parsed.success) return { ok: true, data: parsed.data };
  const { path, message } = parsed.error.issues[0];
  if (path[0] !== 'sections') return { ok: false, message, field: String(path[0] ?? ''), builder: null };
  return { ok: false, message, field: null, builder: builderErrorOf(path, message, sections) };
}
