import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FROM,
  attachmentType,
  canDo,
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
    expect(refusal('reopen', state(4, { evaluated: true }))).toBe('Phản ánh đã được người dân đánh giá, không thể mở lại');
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
