import { describe, expect, it } from 'vitest';
import { ZSurveySections, type SurveySection } from '@console/shared/surveys/survey-definition';
import { builderReducer, type BuilderAction, type BuilderState } from './builder-reducer';
import { checkSurvey } from './survey-form-values';

const run = (actions: BuilderAction[], start?: SurveySection[]) =>
  actions.reduce<BuilderState>(builderReducer, {
    sections: start ?? [{ key: 's1', title: '', questions: [] }],
    added: null,
  });
const keysOf = (state: BuilderState) => state.sections.map((s) => [s.key, s.questions.map((q) => q.key)]);

describe('the survey builder', () => {
  it('gives each new item the next key, and edits and moves keep them', () => {
    const state = run([
      { type: 'add-question', section: 's1' },
      { type: 'add-question', section: 's1' },
      { type: 'add-question', section: 's1' },
      { type: 'remove-question', key: 'q2' },
      { type: 'move-question', key: 'q3', step: -1 },
      { type: 'move-question', key: 'q3', step: 1 },
      { type: 'edit-question', key: 'q3', patch: { title: 'Nguồn nước' } },
      { type: 'add-option', question: 'q3', list: 'options' },
      { type: 'remove-option', question: 'q3', list: 'options', key: 'o1' },
      { type: 'add-option', question: 'q3', list: 'options' },
    ]);
    expect(keysOf(state)).toEqual([['s1', ['q1', 'q3']]]);
    expect(state.sections[0].questions[1].options.map((o) => o.key)).toEqual(['o2', 'o3', 'o4']);
    expect(state.added).toBeNull();
    expect(run([{ type: 'add-question', section: 's1' }]).added).toBe('q1');
  });

  it('keeps what a new kind can use and fills what it needs', () => {
    const state = run([
      { type: 'add-question', section: 's1' },
      { type: 'edit-question', key: 'q1', patch: { allow_other: true, min: 1 } },
      { type: 'change-kind', key: 'q1', kind: 'grid' },
    ]);
    const grid = state.sections[0].questions[0];
    expect(grid).toMatchObject({ kind: 'grid', allow_other: false, options: [{ key: 'o1' }, { key: 'o2' }] });
    expect(grid.rows).toHaveLength(1);
    expect(grid.min).toBeUndefined();
    const text = builderReducer(state, { type: 'change-kind', key: 'q1', kind: 'short_text' }).sections[0].questions[0];
    expect([text.options, text.rows]).toEqual([[], []]);
  });

  it('moves a question across a section edge, into an empty section too', () => {
    const start = run([
      { type: 'add-question', section: 's1' },
      { type: 'add-question', section: 's1' },
      { type: 'add-section' },
    ]);
    const down = builderReducer(start, { type: 'move-question', key: 'q2', step: 1 });
    expect(keysOf(down)).toEqual([
      ['s1', ['q1']],
      ['s2', ['q2']],
    ]);
    expect(keysOf(builderReducer(down, { type: 'move-question', key: 'q2', step: -1 }))).toEqual(keysOf(start));
    // the first question of the first section stays
    expect(builderReducer(start, { type: 'move-question', key: 'q1', step: -1 }).sections).toBe(start.sections);
  });

  it('drops a condition whose question or answer is gone, keeps untouched questions as they were', () => {
    const start = run([
      { type: 'add-question', section: 's1' },
      { type: 'add-question', section: 's1' },
      { type: 'add-question', section: 's1' },
      { type: 'edit-question', key: 'q2', patch: { condition: { question: 'q1', option: 'o2' } } },
    ]);
    const third = start.sections[0].questions[2];
    const optionGone = builderReducer(start, { type: 'remove-option', question: 'q1', list: 'options', key: 'o2' });
    expect(optionGone.sections[0].questions[1].condition).toBeUndefined();
    expect(optionGone.sections[0].questions[2]).toBe(third);
    const notAChoice = builderReducer(start, { type: 'change-kind', key: 'q1', kind: 'number' });
    expect(notAChoice.sections[0].questions[1].condition).toBeUndefined();
    // moved below its dependant: kept (the schema names it on save)
    const moved = builderReducer(start, { type: 'move-question', key: 'q1', step: 1 });
    expect(moved.sections[0].questions[0].condition).toEqual({ question: 'q1', option: 'o2' });
  });

  it('makes surveys the shared schema takes, and finds a refusal by keys', () => {
    const state = run([
      { type: 'add-question', section: 's1' },
      { type: 'edit-question', key: 'q1', patch: { title: 'Nguồn nước' } },
      { type: 'rename-option', question: 'q1', list: 'options', key: 'o1', label: 'Giếng' },
    ]);
    const values = { title: 'Khảo sát', open_at: '2026-12-01T01:00:00Z', close_at: '2026-12-08T01:00:00Z' };
    expect(checkSurvey(values, state.sections)).toEqual({
      ok: false,
      message: 'Lựa chọn không được trống!',
      field: null,
      builder: { message: 'Lựa chọn không được trống!', section: 's1', question: 'q1', field: 'options', item: 1 },
    });
    const fixed = builderReducer(state, {
      type: 'rename-option',
      question: 'q1',
      list: 'options',
      key: 'o2',
      label: 'Nước máy',
    });
    expect(ZSurveySections.safeParse(fixed.sections).success).toBe(true);
    expect(checkSurvey({ ...values, title: '' }, fixed.sections)).toMatchObject({ field: 'title', builder: null });
  });
});
