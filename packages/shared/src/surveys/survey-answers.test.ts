import { describe, expect, it } from 'vitest';
import { readAnswers, UNKNOWN_QUESTION_MESSAGE } from './survey-answers.ts';
import {
  conditionMessage,
  duplicateKeyMessage,
  fewOptionsMessage,
  NO_QUESTION_MESSAGE,
  picksRangeMessage,
  ZSurveySections,
  type SurveySection,
} from './survey-definition.ts';

const options = (...labels: string[]) => labels.map((label, i) => ({ key: `o${i + 1}`, label }));

/** a survey of a ward's water supply: one question of each kind, the last two shown only to households without it */
const SURVEY = ZSurveySections.parse([
  {
    key: 's1',
    title: 'Nước sinh hoạt',
    questions: [
      {
        key: 'source',
        kind: 'single',
        title: 'Nguồn nước chính',
        required: true,
        options: options('Giếng khoan', 'Nước máy'),
        allow_other: true,
      },
      {
        key: 'uses',
        kind: 'multiple',
        title: 'Mục đích dùng',
        options: options('Ăn uống', 'Tắm giặt', 'Tưới tiêu'),
        min: 1,
        max: 2,
      },
      { key: 'name', kind: 'short_text', title: 'Tên chủ hộ', required: true },
      { key: 'note', kind: 'long_text', title: 'Ý kiến khác' },
      { key: 'people', kind: 'number', title: 'Số người trong hộ', min: 1, max: 30 },
      { key: 'quality', kind: 'rating', title: 'Chất lượng nước' },
      { key: 'since', kind: 'date', title: 'Ngày bắt đầu dùng' },
      { key: 'piped', kind: 'yes_no', title: 'Đã có nước máy', required: true },
      {
        key: 'want',
        kind: 'yes_no',
        title: 'Muốn lắp nước máy',
        required: true,
        condition: { question: 'piped', option: 'no' },
      },
      {
        key: 'grid',
        kind: 'grid',
        title: 'Mức độ hài lòng',
        required: true,
        rows: options('Giá', 'Áp lực'),
        options: options('Tốt', 'Trung bình', 'Kém'),
        condition: { question: 'piped', option: 'yes' },
      },
    ],
  },
]) as SurveySection[];

const valid = { source: { option: 'o1' }, name: 'Lò Văn Páo', piped: false, want: true };

describe('a survey as the builder writes it', () => {
  it('refuses what cannot be answered, in Vietnamese', () => {
    const messages = (sections: unknown) =>
      ZSurveySections.safeParse(sections).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages([])).toEqual([NO_QUESTION_MESSAGE]);
    const one = (question: object) => [{ key: 's', questions: [{ key: 'q', title: 'Câu A', ...question }] }];
    expect(messages(one({ kind: 'single', options: options('Một') }))).toEqual([fewOptionsMessage('Câu A')]);
    expect(messages(one({ kind: 'multiple', options: options('A', 'B'), min: 3 }))).toEqual([
      picksRangeMessage('Câu A'),
    ]);
    expect(messages(one({ kind: 'rating', condition: { question: 'q', option: 'yes' } }))).toEqual([
      conditionMessage('Câu A'),
    ]);
    expect(messages(one({ kind: 'what' }))).toEqual(['Loại câu hỏi không đúng định dạng!']);
    expect(messages(one({ kind: 'short_text', title: '' }))).toEqual(['Câu hỏi không được trống!']);
    const twice = [
      {
        key: 's',
        questions: [
          { key: 'q', kind: 'date', title: 'A' },
          { key: 'q', kind: 'date', title: 'B' },
        ],
      },
    ];
    expect(messages(twice)).toEqual([duplicateKeyMessage('q')]);
  });

  it('takes a condition only on an earlier choice question and one of its options', () => {
    const later = [
      {
        key: 's',
        questions: [
          { key: 'a', kind: 'yes_no', title: 'A', condition: { question: 'b', option: 'o1' } },
          { key: 'b', kind: 'single', title: 'B', options: options('x', 'y') },
        ],
      },
    ];
    expect(ZSurveySections.safeParse(later).error?.issues[0].message).toBe(conditionMessage('A'));
  });
});

describe('a resident’s answers', () => {
  it('keeps a complete response, trimmed, without what was not shown', () => {
    const { answers, problems } = readAnswers(SURVEY, {
      ...valid,
      name: '  Lò Văn Páo ',
      uses: { options: ['o1', 'o2'] },
      people: 4,
      quality: 5,
      since: '2024-02-29',
      // the grid is shown only to households with piped water: dropped
      grid: { o1: 'o1' },
    });
    expect(problems).toEqual([]);
    expect(answers).toEqual({
      source: { option: 'o1' },
      uses: { options: ['o1', 'o2'] },
      name: 'Lò Văn Páo',
      people: 4,
      quality: 5,
      since: '2024-02-29',
      piped: false,
      want: true,
    });
  });

  it('asks what is required, including a question its condition shows', () => {
    expect(readAnswers(SURVEY, { piped: true, grid: { o1: 'o2' } }).problems).toEqual([
      { question: 'source', message: 'Nguồn nước chính không được trống!' },
      { question: 'name', message: 'Tên chủ hộ không được trống!' },
      // shown (piped), required on every row
      { question: 'grid', message: 'Mức độ hài lòng không được trống!' },
    ]);
    expect(readAnswers(SURVEY, { ...valid, want: undefined }).problems).toEqual([
      { question: 'want', message: 'Muốn lắp nước máy không được trống!' },
    ]);
  });

  it('refuses answers of the wrong shape or out of range, each with its question', () => {
    const problems = readAnswers(SURVEY, {
      ...valid,
      source: { option: 'other', other_text: '  ' },
      uses: { options: ['o1', 'o2', 'o3'] },
      people: 0,
      quality: 4.5,
      since: '2023-02-29',
      note: 'x'.repeat(5_001),
    }).problems;
    expect(problems).toEqual([
      { question: 'source', message: 'Vui lòng ghi rõ lựa chọn khác của câu "Nguồn nước chính"' },
      { question: 'uses', message: 'Câu "Mục đích dùng" cần chọn từ 1 đến 2 lựa chọn' },
      { question: 'note', message: 'Ý kiến khác không được dài quá 5000 ký tự!' },
      { question: 'people', message: 'Số người trong hộ phải từ 1 đến 30' },
      { question: 'quality', message: 'Chất lượng nước không đúng định dạng!' },
      { question: 'since', message: 'Ngày bắt đầu dùng không đúng định dạng!' },
    ]);
  });

  it('keeps the text of an "other" choice and refuses an option the question does not have', () => {
    const other = readAnswers(SURVEY, { ...valid, source: { option: 'other', other_text: 'Nước mưa' } });
    expect(other.answers.source).toEqual({ option: 'other', other_text: 'Nước mưa' });
    expect(readAnswers(SURVEY, { ...valid, uses: { options: ['other'] } }).problems).toEqual([
      { question: 'uses', message: 'Mục đích dùng không đúng định dạng!' },
    ]);
  });

  it('refuses a response that is not an object or names questions the survey does not have', () => {
    expect(readAnswers(SURVEY, [1]).problems).toEqual([{ question: '', message: 'Câu trả lời không đúng định dạng!' }]);
    expect(readAnswers(SURVEY, { ...valid, extra: 1 }).problems).toEqual([
      { question: '', message: UNKNOWN_QUESTION_MESSAGE },
    ]);
  });
});
