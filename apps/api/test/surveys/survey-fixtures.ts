// A survey the tests write: a choice, a rating, a number, and a text shown only for one choice (a condition)

export const hour = 3_600_000;

export const SECTIONS = [
  {
    key: 'main',
    title: 'Nước sạch',
    questions: [
      {
        key: 'source',
        kind: 'single',
        title: 'Nguồn nước chính',
        required: true,
        options: [
          { key: 'well', label: 'Giếng khoan' },
          { key: 'piped', label: 'Nước máy' },
        ],
      },
      { key: 'happy', kind: 'rating', title: 'Mức hài lòng' },
      { key: 'people', kind: 'number', title: 'Số người trong hộ', min: 1, max: 30 },
      {
        key: 'why',
        kind: 'short_text',
        title: 'Vì sao chưa dùng nước máy',
        required: true,
        condition: { question: 'source', option: 'well' },
      },
    ],
  },
];

export const surveyBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Khảo sát nước sinh hoạt 2026',
  description: '<p>Ý kiến của bà con<script>alert(1)</script></p>',
  open_at: new Date(Date.now() - hour).toISOString(),
  close_at: new Date(Date.now() + 48 * hour).toISOString(),
  role_ids: [7],
  sections: SECTIONS,
  ...extra,
});
