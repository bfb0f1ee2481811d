import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FROM,
  attachmentType,
  canDo,
  CLEAR_OVERDUE_DEADLINE_MESSAGE,
  deadlineChange,
  deadlineRefusal,
  EXTENSION_REASON_REQUIRED_MESSAGE,
  isPastDeadline,
  nextStatus,
  refusal,
  SENTIMENT_STATUS,
  WRONG_STATE_MESSAGES,
  type SentimentAction,
  type SentimentState,
  type SentimentStatus,
} from './sentiments.ts';

const ALL: SentimentStatus[] = [1, 2, 3, 4, 5];
const state = (status: SentimentStatus, extra: Partial<SentimentState> = {}): SentimentState => ({
  status,
  received: status !== 1,
  archived: false,
  deleted: false,
  evaluated: false,
  ...extra,
});

// the whole table: for each action, the statuses it may start from; every other status is refused
const EXPECTED: Record<SentimentAction, SentimentStatus[]> = {
  receive: [1, 5],
  update: [1, 2, 5],
  extend: [1, 2, 5],
  complete: [2, 5],
  mark_overdue: [1, 2],
  archive: [3, 4],
  reopen: [3, 4],
  change_active: [1, 2, 3, 4, 5],
  delete: [1, 2, 3, 4, 5],
  evaluate: [3, 4],
};

describe('sentiment state machine', () => {
  for (const [action, allowed] of Object.entries(EXPECTED) as [SentimentAction, SentimentStatus[]][]) {
    for (const status of ALL) {
      const expectAllowed = allowed.includes(status) && !(action === 'receive' && status === 5);
      it(`${action} from ${status} is ${expectAllowed ? 'allowed' : 'refused'}`, () => {
        // an overdue item that was received may not be received again; one never received may
        const subject = state(status);
        expect(canDo(action, subject)).toBe(expectAllowed);
        if (!expectAllowed) expect(refusal(action, subject)).toBe(WRONG_STATE_MESSAGES[action]);
      });
    }
  }

  it('lets an overdue item that was never received be received', () => {
    expect(canDo('receive', state(5, { received: false }))).toBe(true);
  });

  it('refuses everything but delete and change of confidentiality on archived items, and everything on deleted ones', () => {
    for (const action of Object.keys(ALLOWED_FROM) as SentimentAction[]) {
      expect(canDo(action, state(3, { archived: true }))).toBe(action === 'delete' || action === 'change_active');
      expect(refusal(action, state(3, { deleted: true }))).toBe('Phản ánh không tồn tại hoặc đã bị xoá');
    }
  });

  it('refuses a second rating and reopening a rated item', () => {
    expect(refusal('evaluate', state(3, { evaluated: true }))).toBe('Bạn đã đánh giá phản ánh này');
    expect(refusal('reopen', state(4, { evaluated: true }))).toBe(
      'Phản ánh đã được người dân đánh giá, không thể mở lại',
    );
  });

  it('moves: receive → processing, complete → the result, overdue → 5, reopen → processing', () => {
    expect(nextStatus('receive', state(1))).toBe(SENTIMENT_STATUS.PROCESSING);
    expect(nextStatus('complete', state(2), { result: 3 })).toBe(3);
    expect(nextStatus('complete', state(5), { result: 4 })).toBe(4);
    expect(() => nextStatus('complete', state(2), {})).toThrow();
    expect(nextStatus('mark_overdue', state(2))).toBe(5);
    expect(nextStatus('reopen', state(3))).toBe(2);
    expect(nextStatus('archive', state(3))).toBe(3);
  });

  it('keeps the status on update, except an overdue item given a future deadline returns to where it was', () => {
    expect(nextStatus('update', state(2))).toBe(2);
    expect(nextStatus('update', state(1))).toBe(1);
    expect(nextStatus('update', state(5), { deadlineInFuture: false })).toBe(5);
    expect(nextStatus('update', state(5), { deadlineInFuture: true })).toBe(2);
    expect(nextStatus('update', state(5, { received: false }), { deadlineInFuture: true })).toBe(1);
    // an extension is an update: the same moves
    expect(nextStatus('extend', state(5), { deadlineInFuture: true })).toBe(2);
    expect(nextStatus('extend', state(5, { received: false }), { deadlineInFuture: true })).toBe(1);
    expect(nextStatus('extend', state(5), { deadlineInFuture: false })).toBe(5);
    expect(nextStatus('extend', state(2), { deadlineInFuture: true })).toBe(2);
  });
});

describe('deadlines and extensions (issue 10)', () => {
  const past = '2026-11-20T03:00:00.123Z';
  const later = '2026-12-05T10:00:00Z';
  const now = new Date('2026-11-24T02:00:00Z');

  it('reads the deadline sent back as shown (to the minute) as unchanged, a first deadline as set, any move as an extension', () => {
    expect(deadlineChange(past, past)).toBe('unchanged');
    // the picker drops seconds and milliseconds
    expect(deadlineChange(past, '2026-11-20T03:00:00Z')).toBe('unchanged');
    expect(deadlineChange(null, null)).toBe('unchanged');
    expect(deadlineChange(null, later)).toBe('set');
    expect(deadlineChange(past, later)).toBe('extend');
    expect(deadlineChange(later, past)).toBe('extend');
    expect(deadlineChange(past, '2026-11-20T03:01:00Z')).toBe('extend');
    expect(deadlineChange(later, null)).toBe('extend');
  });

  it('keeps a past deadline unchanged on an overdue item without asking for anything', () => {
    expect(deadlineRefusal({ status: 5, before: past, after: '2026-11-20T03:00:00Z', reason: null, now })).toBeNull();
    expect(deadlineRefusal({ status: 2, before: null, after: later, reason: '', now })).toBeNull();
  });

  it('asks for a reason whenever an existing deadline moves or is removed', () => {
    const refused = { field: 'extension_reason', message: EXTENSION_REASON_REQUIRED_MESSAGE };
    expect(deadlineRefusal({ status: 5, before: past, after: later, reason: '  ', now })).toEqual(refused);
    expect(
      deadlineRefusal({ status: 2, before: later, after: '2026-12-06T10:00:00Z', reason: undefined, now }),
    ).toEqual(refused);
    expect(deadlineRefusal({ status: 1, before: later, after: null, reason: null, now })).toEqual(refused);
    expect(deadlineRefusal({ status: 5, before: past, after: later, reason: 'Chờ vật tư', now })).toBeNull();
    expect(deadlineRefusal({ status: 2, before: later, after: null, reason: 'Chờ ý kiến của huyện', now })).toBeNull();
  });

  it('never lets an overdue item lose its deadline, with or without a reason', () => {
    const refused = { field: 'time_finish', message: CLEAR_OVERDUE_DEADLINE_MESSAGE };
    expect(deadlineRefusal({ status: 5, before: past, after: null, reason: 'Bỏ hạn', now })).toEqual(refused);
    // still open but its deadline gone by (the job has not marked it yet): overdue all the same
    expect(deadlineRefusal({ status: 2, before: past, after: null, reason: 'Bỏ hạn', now })).toEqual(refused);
    expect(isPastDeadline(past, now)).toBe(true);
    expect(isPastDeadline(later, now)).toBe(false);
    expect(isPastDeadline(null, now)).toBe(false);
  });
});

describe('attachment type', () => {
  it('derives image, video or file from the extension (spec §3)', () => {
    expect(attachmentType('/api/files/a/anh.JPG')).toBe('image');
    expect(attachmentType('x.jpeg')).toBe('image');
    expect(attachmentType('x.png?v=1')).toBe('image');
    expect(attachmentType('clip.mov')).toBe('video');
    expect(attachmentType('clip.mp4')).toBe('video');
    expect(attachmentType('bao-cao.pdf')).toBe('file');
    expect(attachmentType('noextension')).toBe('file');
  });
});
