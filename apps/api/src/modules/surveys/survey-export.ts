import { formatCalendarDay, formatInstant } from '@console/shared/dates';
import {
  OTHER_LABEL,
  OTHER_OPTION,
  QUESTION_KINDS,
  questionsOf,
  type SurveyQuestion,
  type SurveySection,
} from '@console/shared/surveys/survey-definition';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import { type Db, rowsOf } from '../../db/client.ts';
import { safeCell } from '../../lib/spreadsheet-cell.ts';
import { createXlsxWorkbook, type XlsxCell } from '../../lib/xlsx-stream-writer.ts';
import { surveyStatistic, type QuestionStatistic, type StatisticFilter } from './survey-statistics.ts';

// GET /api/admin/surveys/{id}/export (issue 14): a summary sheet (the statistic screen's numbers under the same
// filter) and a sheet of the raw responses, one row per response and one column per question, read in keyset batches
// and written as they arrive, so 100,000 responses stream in flat memory (docs/benchmarks.md). Every text cell goes
// through safeCell: a resident's answer starting with '=' stays text in Excel.

// small batches keep few rows alive across the awaits of writing: with 1,000 a batch outlived many young-generation
// collections and was promoted, and the heap grew 100 MB in garbage; with 250 it grows ~22 MB (docs/benchmarks.md).
// With 100 the round trips cost more than that saved.
const BATCH = 250;

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

/**
 * What PostgreSQL reads out of a response's answers for one question, as text (the answers' JSON is never sent whole
 * nor parsed here: 100,000 responses of 20 questions were most of the export's time): a value; a choice's key (or
 * keys, space-separated: keys hold no spaces) and its 'other' text; a grid's 'row=column' pairs.
 */
function answerParts(question: SurveyQuestion): SQL[] {
  const value = sql`r.answers -> ${question.key}`;
  switch (question.kind) {
    case 'single':
      return [sql`${value} ->> 'option'`, sql`${value} ->> 'other_text'`];
    case 'multiple':
      return [
        sql`(select string_agg(o, ' ') from jsonb_array_elements_text(${value} -> 'options') o)`,
        sql`${value} ->> 'other_text'`,
      ];
    case 'grid':
      return [sql`(select string_agg(g.key || '=' || g.value, ' ') from jsonb_each_text(${value}) g)`];
    default:
      return [sql`r.answers ->> ${question.key}`];
  }
}

/** how a text that repeats across responses becomes a cell: the workbook's shared string (the text itself in tests) */
export type RepeatedText = (text: string) => XlsxCell;

/**
 * A cell for text that repeats across responses (a choice's label, a set of choices, a grid's pairs, a date), made
 * once per distinct value by `repeat`; past `limit` distinct values (free combinations) the rest are written inline.
 */
function repeatedCells(repeat: RepeatedText, limit = 2_000) {
  const known = new Map<string, XlsxCell>();
  return (key: string, text: () => string): XlsxCell => {
    let cell = known.get(key);
    if (cell !== undefined) return cell;
    const value = safeCell(text());
    if (typeof value !== 'string' || value === '') return null;
    if (known.size >= limit) return value;
    cell = repeat(value);
    known.set(key, cell);
    return cell;
  };
}

/** an answer as one cell, from its parts: labels for choices, 'Khác (ghi rõ): …', a grid as 'row: column; …' */
export function answerCellOf(
  question: SurveyQuestion,
  repeat: RepeatedText,
): (first: string | null, other: string | null) => XlsxCell {
  const labels = new Map([...question.options, ...question.rows].map((option) => [option.key, option.label]));
  const label = (key: string, other: string | null) =>
    key === OTHER_OPTION ? `${OTHER_LABEL}: ${other ?? ''}` : (labels.get(key) ?? key);
  const rowOrder = new Map(question.rows.map((row, i) => [row.key, i]));
  const repeated = repeatedCells(repeat);
  const choices = (keys: string, other: string | null) =>
    keys
      .split(' ')
      .map((key) => label(key, other))
      .join('; ');
  const grid = (pairs: string) =>
    pairs
      .split(' ')
      .map((pair) => pair.split('='))
      .sort(([a], [b]) => (rowOrder.get(a) ?? 0) - (rowOrder.get(b) ?? 0))
      .map(([row, column]) => `${labels.get(row) ?? row}: ${labels.get(column) ?? column}`)
      .join('; ');
  return (first, other) => {
    if (first === null || first === undefined) return null;
    switch (question.kind) {
      case 'number':
      case 'rating':
        return Number(first);
      case 'yes_no':
        return repeated(first, () => (first === 'true' ? 'Có' : 'Không'));
      case 'date':
        return repeated(first, () => formatCalendarDay(first));
      case 'single':
        // the 'other' text is the resident's own: it never repeats
        return other === null ? repeated(first, () => label(first, null)) : safeCell(label(first, other));
      case 'multiple':
        return other === null ? repeated(first, () => choices(first, null)) : safeCell(choices(first, other));
      case 'grid':
        return repeated(first, () => grid(first));
      default:
        return safeCell(first);
    }
  };
}

interface ResponseRow {
  id: number;
  created_at: Date | string;
  ward_name: string | null;
  person: string | null;
  /** the questions' parts in order (answerParts), as p0, p1, … */
  [part: `p${number}`]: string | null;
}

/** the next batch after `afterId`, under the statistic's filter (Vietnam days), oldest first */
async function responsesAfter(db: Db, surveyId: number, parts: SQL, filter: StatisticFilter, afterId: number) {
  const day = sql`(r.created_at at time zone 'Asia/Ho_Chi_Minh')::date`;
  const result = await db.execute(sql`
    select r.id::int as id, r.created_at, w.name as ward_name, u.full_name as person, ${parts}
    from survey_responses r
    left join wards w on w.id = r.ward_id
    left join users u on u.id = r.user_id
    where r.survey_id = ${surveyId} and r.id > ${afterId}
      ${filter.ward_id === undefined ? sql`` : sql`and r.ward_id = ${filter.ward_id}`}
      ${filter.from ? sql`and ${day} >= ${filter.from}::date` : sql``}
      ${filter.to ? sql`and ${day} <= ${filter.to}::date` : sql``}
    order by r.id
    limit ${BATCH}`);
  return rowsOf<ResponseRow>(result);
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

  // each question's parts as columns p0, p1, …; `slots` says which belong to which question
  const slots: { cell: ReturnType<typeof answerCellOf>; first: `p${number}`; other?: `p${number}` }[] = [];
  const columns: SQL[] = [];
  for (const question of questions) {
    const names = answerParts(question).map((part) => {
      const name = `p${columns.length}` as const;
      columns.push(sql`${part} as ${sql.identifier(name)}`);
      return name;
    });
    slots.push({ cell: answerCellOf(question, book.shared), first: names[0], other: names[1] });
  }
  const parts = sql.join(columns, sql`, `);

  const raw = book.sheet(1);
  // a ward's name and a resident's name repeat down the sheet as a choice's label does
  const wardCell = repeatedCells(book.shared);
  const personCell = repeatedCells(book.shared);
  let index = 0;
  const prefetch = (afterId: number) => {
    const next = responsesAfter(db, survey.id, parts, filter, afterId);
    next.catch(() => undefined); // surfaces where it is awaited
    return next;
  };
  // the database reads the next batch while this one is written
  let pending = prefetch(0);
  for (;;) {
    const rows = await pending;
    if (rows.length === BATCH) pending = prefetch(rows[rows.length - 1].id);
    for (const row of rows) {
      const cells: XlsxCell[] = [
        ++index,
        formatInstant(new Date(row.created_at)),
        row.ward_name === null ? null : wardCell(row.ward_name, () => row.ward_name!),
        survey.anonymous || row.person === null ? null : personCell(row.person, () => row.person!),
      ];
      for (const slot of slots) cells.push(slot.cell(row[slot.first], slot.other ? row[slot.other] : null));
      await raw.addRow(cells);
    }
    if (rows.length < BATCH) break;
  }
  await book.finish();
}
