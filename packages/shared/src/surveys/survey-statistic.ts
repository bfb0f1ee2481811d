import type { QuestionKind } from './survey-definition.ts';

// What GET /api/admin/surveys/{id}/statistic answers (issue 14): the API builds it from its counters, the statistic
// screen and the export's summary sheet read it.

/** the filter every chart and list shares; days are Vietnam calendar days, inclusive */
export interface StatisticFilter {
  ward_id?: number;
  from?: string | null;
  to?: string | null;
}

export interface OptionCount {
  key: string;
  label: string;
  count: number;
  /** of the people who answered the question, one decimal (a multiple choice may add up past 100) */
  percent: number;
}

export interface QuestionStatistic {
  key: string;
  title: string;
  kind: QuestionKind;
  answered: number;
  options: OptionCount[];
  /** a grid: per row, its columns (option keys `row:column`) */
  rows?: { key: string; label: string; options: OptionCount[] }[];
  /** numbers and ratings; null when nobody answered */
  average: number | null;
}

export interface SurveyStatistic {
  responses: number;
  /** only the days that have responses, in order */
  days: { day: string; count: number }[];
  questions: QuestionStatistic[];
}
