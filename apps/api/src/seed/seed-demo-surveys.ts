import { readAnswers, type Answers } from '@console/shared/surveys/survey-answers';
import { questionsOf, ZSurveySections, type SurveySection } from '@console/shared/surveys/survey-definition';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { surveyResponses, surveys, users } from '../db/schema/index.ts';
import { addTallies, talliesOf } from '../modules/surveys/survey-responses.ts';

interface DemoWard {
  id: number;
  provinceId: number;
  districtId: number | null;
}

const DAY = 86_400_000;
const RESPONSES = 36;

const WATER: SurveySection[] = [
  {
    key: 'ho-gia-dinh',
    title: 'Hộ gia đình',
    questions: [
      {
        key: 'nguon-nuoc',
        kind: 'single',
        title: 'Nguồn nước sinh hoạt chính của gia đình',
        required: true,
        options: [
          { key: 'gieng', label: 'Giếng khoan, giếng đào' },
          { key: 'nuoc-may', label: 'Nước máy' },
          { key: 'suoi', label: 'Nước suối, khe' },
        ],
        rows: [],
        allow_other: true,
      },
      {
        key: 'hai-long',
        kind: 'rating',
        title: 'Mức hài lòng với chất lượng nước',
        required: true,
        options: [],
        rows: [],
        allow_other: false,
      },
      {
        key: 'so-nguoi',
        kind: 'number',
        title: 'Số người trong hộ',
        required: false,
        options: [],
        rows: [],
        allow_other: false,
        min: 1,
        max: 30,
      },
      {
        key: 'dang-ky',
        kind: 'yes_no',
        title: 'Gia đình có muốn đăng ký lắp nước máy không?',
        required: true,
        options: [],
        rows: [],
        allow_other: false,
        condition: { question: 'nguon-nuoc', option: 'gieng' },
      },
      {
        key: 'gop-y',
        kind: 'long_text',
        title: 'Ý kiến khác của gia đình',
        required: false,
        options: [],
        rows: [],
        allow_other: false,
      },
    ],
  },
];

const TRAINING: SurveySection[] = [
  {
    key: 'hoc-nghe',
    title: 'Nhu cầu học nghề',
    questions: [
      {
        key: 'nganh',
        kind: 'multiple',
        title: 'Nghề bạn muốn học',
        required: true,
        options: [
          { key: 'may', label: 'May công nghiệp' },
          { key: 'dien', label: 'Điện dân dụng' },
          { key: 'chan-nuoi', label: 'Chăn nuôi, thú y' },
          { key: 'tin-hoc', label: 'Tin học văn phòng' },
        ],
        rows: [],
        allow_other: true,
        min: 1,
        max: 2,
      },
      {
        key: 'thoi-gian',
        kind: 'grid',
        title: 'Thời gian học phù hợp',
        required: false,
        options: [
          { key: 'sang', label: 'Buổi sáng' },
          { key: 'chieu', label: 'Buổi chiều' },
          { key: 'toi', label: 'Buổi tối' },
        ],
        rows: [
          { key: 'ngay-thuong', label: 'Ngày thường' },
          { key: 'cuoi-tuan', label: 'Cuối tuần' },
        ],
        allow_other: false,
      },
      {
        key: 'ngay-bat-dau',
        kind: 'date',
        title: 'Ngày có thể bắt đầu',
        required: false,
        options: [],
        rows: [],
        allow_other: false,
      },
    ],
  },
];

const COMMENTS = ['Nước giếng mùa khô bị cạn', 'Mong sớm có đường ống về thôn', 'Nước có mùi phèn', ''];

/** the i-th household's answers: varied, deterministic (the demo opens the same every time) */
function waterAnswers(i: number): Answers {
  const source = ['gieng', 'nuoc-may', 'gieng', 'suoi', 'nuoc-may', 'gieng'][i % 6];
  const answers: Answers = { 'nguon-nuoc': { option: source }, 'hai-long': 1 + ((i * 7) % 5), 'so-nguoi': 2 + (i % 6) };
  if (i % 11 === 5) answers['nguon-nuoc'] = { option: 'other', other_text: 'Nước mưa' };
  if (source === 'gieng') answers['dang-ky'] = i % 3 !== 0;
  const comment = COMMENTS[i % COMMENTS.length];
  if (comment) answers['gop-y'] = comment;
  return answers;
}

/**
 * Demo surveys (issue 14) for the first ward, which runs the 'Khảo sát' service: an approved household survey on
 * clean water, open, with answers collected over the past week (the hamlet officer enters the households' paper
 * forms, so it takes several responses per person), and a draft on vocational training with a grid and a date.
 */
export async function seedDemoSurveys(tx: Tx, [first]: DemoWard[]) {
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['quantri1', 'canbo1', 'thon1']));
  const id = (name: string) => people.find((person) => person.username === name)!.id;
  // parsed as the API parses a survey: the demo opens in the builder like any other
  ZSurveySections.parse(WATER);
  ZSurveySections.parse(TRAINING);
  const owner = { wardId: first.id, provinceId: first.provinceId, districtId: first.districtId };
  const now = Date.now();
  const [water] = await tx
    .insert(surveys)
    .values({
      ...owner,
      title: 'Khảo sát nước sinh hoạt hộ gia đình năm 2026',
      description: '<p>UBND xã lấy ý kiến các hộ về nguồn nước để lập kế hoạch kéo đường ống nước sạch.</p>',
      sections: WATER,
      status: 'approved',
      openAt: new Date(now - 8 * DAY),
      closeAt: new Date(now + 21 * DAY),
      multipleResponses: true,
      approvedAt: new Date(now - 8 * DAY),
      approvedBy: id('quantri1'),
      createdBy: id('canbo1'),
      updatedBy: id('canbo1'),
    })
    .returning({ id: surveys.id });
  await tx.insert(surveys).values({
    ...owner,
    title: 'Khảo sát nhu cầu học nghề của thanh niên',
    sections: TRAINING,
    openAt: new Date(now + 2 * DAY),
    closeAt: new Date(now + 30 * DAY),
    maxResponses: 500,
    createdBy: id('canbo1'),
    updatedBy: id('canbo1'),
  });

  const questions = questionsOf(WATER);
  for (let i = 0; i < RESPONSES; i++) {
    // more answers on the first days after the meeting, fewer later
    const at = new Date(now - 7 * DAY + Math.floor((1 - Math.sqrt(1 - i / RESPONSES)) * 7 * DAY));
    // read as a resident's answers are: the demo never holds what the API would refuse
    const { answers, problems } = readAnswers(WATER, waterAnswers(i));
    if (problems.length) throw new Error(`demo survey answer ${i}: ${problems[0].message}`);
    const [made] = await tx
      .insert(surveyResponses)
      .values({ surveyId: water.id, userId: id('thon1'), wardId: first.id, answers, createdAt: at })
      .returning({ id: surveyResponses.id });
    await addTallies(tx, { surveyId: water.id, id: made.id, wardId: first.id }, talliesOf(questions, answers), at);
  }
  return 2;
}
