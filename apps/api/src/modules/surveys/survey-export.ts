import { formatCalendarDay, formatInstant } from '@console/shared/dates';
import type { AnswerValue, Answers } from '@console/shared/surveys/survey-answers';
import {
  OTHER_LABEL,
  OTHER_OPTION,
  QUESTION_KINDS,
  questionsOf,
  type SurveyQuestion,
  type SurveySection,
} from '@console/shared/surveys/survey-definition';
import { sql } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { safeCell } from '../../lib/spreadsheet-cell.ts';
import { createXlsxWorkbook, type XlsxCell } from '../../lib/xlsx-stream-writer.ts';
import { surveyStatistic, type QuestionStatistic, type StatisticFilter } from './survey-statistics.ts';

// GET /api/admin/surveys/{id}/export (issue 14): a summary sheet (the statistic screen's numbers under the same
// filter) and a sheet of the raw responses, one row per response and one column per question, read in keyset batches
// and written as they arrive, so 100,000 responses stream in flat memory (docs/benchmarks.md). Every text cell goes
// through safeCell: a resident's answer starting with '=' stays text in Excel.

const BATCH = 2_000;

export interface ExportedSurvey {
  id: number;
  title: string;
  anonymous: boolean;
  sections: SurveySection[];
}

const SUMMARY_COLUMNS = [
  { header: 'Câu hỏi', width: 48 },
  { header: 'Loại câu hỏi', width: 16 },
  { header: 'Lựa chọn', width: 32 },
  { header: 'Số lượt', width: 10 },
  { header: 'Tỷ lệ (%)', width: 10 },
  { header: 'Trung bình', width: 12 },
];

/** a question's lines in the summary: its own (how many answered, the average), then one per option */
function summaryRows(question: QuestionStatistic): XlsxCell[][] {
  const head: XlsxCell[] = [
    safeCell(question.title),
    QUESTION_KINDS[question.kind],
    null,
    question.answered,
    null,
    question.average,
  ];
  const options = question.rows
    ? question.rows.flatMap((row) =>
        row.options.map((o) => [null, null, safeCell(`${row.label} — ${o.label}`), o.count, o.percent]),
      )
    : question.options.map((o) => [null, null, safeCell(o.label), o.count, o.percent]);
  return [head, ...options];
}

/** an answer as one cell: labels for choices, 'Khác: …' for the other option, a grid as 'row: column; …' */
export function answerCell(question: SurveyQuestion, answer: AnswerValue | undefined): XlsxCell {
  if (answer === undefined) return null;
  const label = (key: string, other?: string) =>
    key === OTHER_OPTION
      ? `${OTHER_LABEL}: ${other ?? ''}`
      : (question.options.find((option) => option.key === key)?.label ?? key);
  switch (question.kind) {
    case 'number':
    case 'rating':
      return answer as number;
    case 'yes_no':
      return answer ? 'Có' : 'Không';
    case 'date':
      return formatCalendarDay(answer as string);
    case 'single': {
      const { option, other_text } = answer as { option: string; other_text?: string };
      return safeCell(label(option, other_text));
    }
    case 'multiple': {
      const { options, other_text } = answer as { options: string[]; other_text?: string };
      return safeCell(options.map((key) => label(key, other_text)).join('; '));
    }
    case 'grid':
      return safeCell(
        Object.entries(answer as Record<string, string>)
          .map(([row, column]) => `${question.rows.find((r) => r.key === row)?.label ?? row}: ${label(column)}`)
          .join('; '),
      );
    default:
      return safeCell(answer as string);
  }
}

interface ResponseRow {
  id: number;
  created_at: Date;
  ward_name: string | null;
  person: string | null;
  answers: Answers;
}

/** the next batch after `afterId`, under the statistic's filter (Vietnam days), oldest first */
async function responsesAfter(db: Db, surveyId: number, filter: StatisticFilter, afterId: number) {
  const day = sql`(r.created_at at time zone 'Asia/Ho_Chi_Minh')::date`;
  const result = await db.execute(sql`
    select r.id::int as id, r.created_at, w.name as ward_name, u.full_name as person, r.answers
    from survey_responses r
    left join wards w on w.id = r.ward_id
    left join users u on u.id = r.user_id
    where r.survey_id = ${surveyId} and r.id > ${afterId}
      ${filter.ward_id === undefined ? sql`` : sql`and r.ward_id = ${filter.ward_id}`}
      ${filter.from ? sql`and ${day} >= ${filter.from}::date` : sql``}
      ${filter.to ? sql`and ${day} <= ${filter.to}::date` : sql``}
    order by r.id
    limit ${BATCH}`);
  return (result as unknown as { rows: ResponseRow[] }).rows;
}

export async function writeSurveyXlsx(db: Db, survey: ExportedSurvey, filter: StatisticFilter, output: Writable) {
  const questions = questionsOf(survey.sections);
  const rawColumns = [
    { header: 'STT', width: 8 },
    { header: 'Thời gian trả lời', width: 18 },
    { header: 'Xã/phường', width: 22 },
    // an anonymous survey keeps no one's name: the column stays, empty, so every file has the same shape
    { header: 'Người trả lời', width: 24 },
    ...questions.map((question) => ({ header: question.title, width: 24 })),
  ];
  const book = createXlsxWorkbook(output, [
    { name: 'Tổng hợp', columns: SUMMARY_COLUMNS },
    { name: 'Phiếu trả lời', columns: rawColumns },
  ]);

  const statistic = await surveyStatistic(db, survey, filter);
  const summary = book.sheet(0);
  await summary.addRow([safeCell(survey.title), null, 'Tổng số phiếu', statistic.responses]);
  for (const question of statistic.questions) for (const row of summaryRows(question)) await summary.addRow(row);

  const raw = book.sheet(1);
  let index = 0;
  // the database reads the next batch while this one is written
  const prefetch = (afterId: number) => {
    const next = responsesAfter(db, survey.id, filter, afterId);
    next.catch(() => undefined); // surfaces where it is awaited
    return next;
  };
  let pending = prefetch(0);
  for (;;) {
    const rows = await pending;
    if (rows.length === BATCH) pending = prefetch(rows[rows.length - 1].id);
    for (const row of rows) {
      const cells: XlsxCell[] = [
        ++index,
        formatInstant(new Date(row.created_at)),
        row.ward_name,
        survey.anonymous ? null : safeCell(row.person),
      ];
      for (const question of questions) cells.push(answerCell(question, row.answers[question.key]));
      await raw.addRow(cells);
    }
    if (rows.length < BATCH) break;
  }
  await book.finish();
}
