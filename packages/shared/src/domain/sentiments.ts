// Citizen feedback (phản ánh, "sentiments"): constants of spec §3/§4/§9 and the one state machine that the API
// enforces and the screens read to decide which buttons to offer. docs/sentiment-workflow.md explains each move.

export const SENTIMENT_STATUS = {
  WAITING: 1,
  PROCESSING: 2,
  PROCESSED: 3,
  NOT_PROCESSED: 4,
  OVERDUE: 5,
} as const;
export type SentimentStatus = (typeof SENTIMENT_STATUS)[keyof typeof SENTIMENT_STATUS];

export const SENTIMENT_STATUS_OPTIONS = [
  { value: 1, label: 'Chờ xử lý', color: 'gold' },
  { value: 2, label: 'Đang xử lý', color: 'blue' },
  { value: 3, label: 'Đã xử lý', color: 'green' },
  { value: 4, label: 'Không xử lý', color: 'default' },
  { value: 5, label: 'Quá hạn xử lý', color: 'red' },
] as const satisfies readonly { value: SentimentStatus; label: string; color: string }[];

export const statusLabel = (status: number) => SENTIMENT_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '';

/** spec §3: result choices of "complete" */
export const SENTIMENT_RESULT_OPTIONS = [
  { value: 3, label: 'Đã xử lý' },
  { value: 4, label: 'Không xử lý' },
] as const;
export type SentimentResult = (typeof SENTIMENT_RESULT_OPTIONS)[number]['value'];

/** spec §3: categories 1–7 (the table holds them too, with each one's default processing time) */
export const SENTIMENT_CATEGORIES = [
  { id: 1, name: 'Y tế' },
  { id: 2, name: 'Môi trường' },
  { id: 3, name: 'Nông nghiệp' },
  { id: 4, name: 'Công nghệ' },
  { id: 5, name: 'Giáo dục' },
  { id: 6, name: 'Kinh tế' },
  { id: 7, name: 'Khác' },
] as const;

/** days a received item has by default before its deadline, per category, until an administrator changes them */
export const DEFAULT_SLA_DAYS = 7;

/** spec §3: ratings, with the display order of the result screen (index 0 first) */
export const SENTIMENT_RATINGS = [
  { key: 'very_satisfied', point: 3, index: 0, label: 'Rất hài lòng' },
  { key: 'satisfied', point: 2, index: 1, label: 'Hài lòng' },
  { key: 'unsatisfied', point: 1, index: 2, label: 'Không hài lòng' },
] as const;
export type RatingPoint = (typeof SENTIMENT_RATINGS)[number]['point'];

/** spec §2 result view / §3: attachment type from the file extension */
export type AttachmentType = 'image' | 'video' | 'file';
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const VIDEO_EXTENSIONS = ['mp4', 'mov'];
export function attachmentType(path: string): AttachmentType {
  const extension = path.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  return 'file';
}

/** spec §5: the formal reply offered by "complete"; the dotted line is the blank the officer must replace */
export const REPLY_BLANK = '……………………………………………………';
export const DEFAULT_REPLY_TEMPLATE =
  '<p>Kính gửi Ông/Bà,</p>' +
  '<p>Ủy ban nhân dân xã/phường trân trọng cảm ơn Ông/Bà đã quan tâm và gửi phản ánh đến chính quyền địa phương. ' +
  'Sau khi tiếp nhận và xem xét nội dung phản ánh, chúng tôi xin trả lời như sau:</p>' +
  `<p>${REPLY_BLANK}</p>` +
  '<p>Mọi thắc mắc xin Ông/Bà tiếp tục phản ánh qua ứng dụng để được hỗ trợ.</p>' +
  '<p>Trân trọng!</p>';

// ---------------------------------------------------------------------------------------------------------------
// State machine

export type SentimentAction =
  | 'receive'
  | 'update'
  | 'extend'
  | 'complete'
  | 'mark_overdue'
  | 'archive'
  | 'reopen'
  | 'change_active'
  | 'delete'
  | 'evaluate';

export const ACTION_LABELS: Record<SentimentAction, string> = {
  receive: 'Tiếp nhận',
  update: 'Cập nhật',
  extend: 'Gia hạn xử lý',
  complete: 'Hoàn thành xử lý',
  mark_overdue: 'Quá hạn xử lý',
  archive: 'Lưu trữ',
  reopen: 'Mở lại xử lý',
  change_active: 'Đổi quyền bảo mật',
  delete: 'Xoá',
  evaluate: 'Đánh giá',
} as const;

/** what the machine needs to know about an item besides its status */
export interface SentimentState {
  status: SentimentStatus;
  /** set by receive; an overdue item that was never received may still be received */
  received: boolean;
  archived: boolean;
  deleted: boolean;
  evaluated: boolean;
}

const { WAITING, PROCESSING, PROCESSED, NOT_PROCESSED, OVERDUE } = SENTIMENT_STATUS;
const isFinished = (s: SentimentStatus) => s === PROCESSED || s === NOT_PROCESSED;

/** the statuses an action may start from (before the extra conditions of `refusal`) */
export const ALLOWED_FROM: Record<SentimentAction, readonly SentimentStatus[]> = {
  receive: [WAITING, OVERDUE],
  update: [WAITING, PROCESSING, OVERDUE],
  // an update that moves an existing deadline (see "Deadlines and extensions" below)
  extend: [WAITING, PROCESSING, OVERDUE],
  complete: [PROCESSING, OVERDUE],
  mark_overdue: [WAITING, PROCESSING],
  archive: [PROCESSED, NOT_PROCESSED],
  reopen: [PROCESSED, NOT_PROCESSED],
  change_active: [WAITING, PROCESSING, PROCESSED, NOT_PROCESSED, OVERDUE],
  delete: [WAITING, PROCESSING, PROCESSED, NOT_PROCESSED, OVERDUE],
  evaluate: [PROCESSED, NOT_PROCESSED],
};

/** Vietnamese reason an action is refused in this state, or null when it is allowed */
export function refusal(action: SentimentAction, state: SentimentState): string | null {
  if (state.deleted) return 'Phản ánh không tồn tại hoặc đã bị xoá';
  if (state.archived && action !== 'delete' && action !== 'change_active')
    return 'Phản ánh đã được lưu trữ, không thể thay đổi';
  if (!ALLOWED_FROM[action].includes(state.status)) return WRONG_STATE_MESSAGES[action];
  if (action === 'receive' && state.status === OVERDUE && state.received) return WRONG_STATE_MESSAGES.receive;
  if (action === 'reopen' && state.evaluated) return 'Phản ánh đã được người dân đánh giá, không thể mở lại';
  if (action === 'evaluate' && state.evaluated) return 'Bạn đã đánh giá phản ánh này';
  return null;
}

export const WRONG_STATE_MESSAGES: Record<SentimentAction, string> = {
  receive: 'Chỉ tiếp nhận được phản ánh đang chờ xử lý',
  update: 'Chỉ cập nhật được phản ánh chưa hoàn thành xử lý',
  extend: 'Chỉ gia hạn được phản ánh chưa hoàn thành xử lý',
  complete: 'Chỉ hoàn thành được phản ánh đang xử lý hoặc quá hạn xử lý',
  mark_overdue: 'Chỉ phản ánh chờ xử lý hoặc đang xử lý mới có thể quá hạn',
  archive: 'Chỉ lưu trữ được phản ánh đã hoàn thành xử lý',
  reopen: 'Chỉ mở lại được phản ánh đã hoàn thành xử lý',
  change_active: 'Không thể đổi quyền bảo mật của phản ánh này',
  delete: 'Không thể xoá phản ánh này',
  evaluate: 'Chỉ đánh giá được phản ánh đã hoàn thành xử lý',
};

/** the message when another officer changed the item first (the conditional write found it moved) */
export const CONFLICT_MESSAGE =
  'Phản ánh vừa được cán bộ khác xử lý. Vui lòng tải lại trang để xem trạng thái mới nhất.';

export const canDo = (action: SentimentAction, state: SentimentState) => refusal(action, state) === null;

/**
 * The status after an action. `update` (and `extend`, an update that moves the deadline) keeps the status, except that
 * an overdue item whose deadline after the update is no longer passed — it lies in the future, or (an item left from
 * before deadlines could not be cleared) there is none — returns to where it was: processing if received, else
 * waiting. `complete` takes the chosen result.
 */
export function nextStatus(
  action: SentimentAction,
  state: SentimentState,
  input: { result?: SentimentResult; deadlineInFuture?: boolean } = {},
): SentimentStatus {
  switch (action) {
    case 'receive':
      return PROCESSING;
    case 'update':
    case 'extend':
      if (state.status === OVERDUE && input.deadlineInFuture) return state.received ? PROCESSING : WAITING;
      return state.status;
    case 'complete':
      if (input.result !== PROCESSED && input.result !== NOT_PROCESSED)
        throw new Error('complete needs a result of 3 or 4');
      return input.result;
    case 'mark_overdue':
      return OVERDUE;
    case 'reopen':
      return PROCESSING;
    default:
      return state.status;
  }
}

/** statuses a deadline still applies to (the overdue job watches these) */
export const OPEN_STATUSES: readonly SentimentStatus[] = [WAITING, PROCESSING];
export const isOpen = (status: SentimentStatus) => OPEN_STATUSES.includes(status);
export { isFinished };

// ---------------------------------------------------------------------------------------------------------------
// Deadlines and extensions (gia hạn), issue 10: what an update may do with the deadline (time_finish).
//
// - unchanged: the deadline sent back is the stored one (to the minute, as the pickers show it). Always allowed,
//   even when it lies in the past: an overdue item takes progress notes without touching its deadline.
// - set: an item without a deadline gets one. Not an extension (there was nothing to extend).
// - extend: an existing deadline moves to another time — later, earlier, or away (cleared: no deadline any more).
//   It needs a reason, is written on the timeline as 'Gia hạn xử lý' (old → new deadline and the reason) and counts
//   on the item (extension_count), so reports tell "late with an extension" from plain lateness.
// - clearing the deadline of an overdue item (status 5, or a deadline already gone by that the job has not marked
//   yet) is refused: it would hide the lateness. Such an item keeps its deadline or is extended to a new one.
// A new or moved deadline must not lie before today in Vietnam (forms/sentiment.ts isBeforeToday), and an overdue
// item whose new deadline lies ahead leaves status 5 (nextStatus).

export type DeadlineChange = 'unchanged' | 'set' | 'extend';

const MINUTE_MS = 60_000;
const minuteOf = (value: string | Date) =>
  Math.floor((value instanceof Date ? value.getTime() : Date.parse(value)) / MINUTE_MS);

/** the same deadline as staff see it: both empty, or the same minute (the pickers show DD/MM/YYYY HH:mm) */
export function sameDeadline(a: string | Date | null | undefined, b: string | Date | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return minuteOf(a) === minuteOf(b);
}

/** what an update does with the deadline: `before` is the stored one, `after` the one sent (null: none) */
export function deadlineChange(
  before: string | Date | null | undefined,
  after: string | Date | null | undefined,
): DeadlineChange {
  if (sameDeadline(before, after)) return 'unchanged';
  return before ? 'extend' : 'set';
}

/** a deadline that has gone by (an item without one is never late) */
export function isPastDeadline(deadline: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!deadline) return false;
  return (deadline instanceof Date ? deadline.getTime() : Date.parse(deadline)) < now.getTime();
}

export const EXTENSION_REASON_REQUIRED_MESSAGE = 'Vui lòng nhập lý do gia hạn';
export const CLEAR_OVERDUE_DEADLINE_MESSAGE =
  'Không được bỏ hạn xử lý của phản ánh đã quá hạn xử lý, vui lòng gia hạn kèm lý do';

/**
 * The Vietnamese reason an update's deadline is refused, or null. `field` says which form field to mark. The date
 * rule (not before today) is the forms' (isBeforeToday); this is the extension rule of the state machine.
 */
export function deadlineRefusal(input: {
  status: SentimentStatus;
  before: string | Date | null | undefined;
  after: string | Date | null | undefined;
  reason: string | null | undefined;
  now?: Date;
}): { field: 'time_finish' | 'extension_reason'; message: string } | null {
  const change = deadlineChange(input.before, input.after);
  if (change !== 'extend') return null;
  const overdue = input.status === OVERDUE || isPastDeadline(input.before, input.now);
  if (!input.after && overdue) return { field: 'time_finish', message: CLEAR_OVERDUE_DEADLINE_MESSAGE };
  if (!input.reason?.trim()) return { field: 'extension_reason', message: EXTENSION_REASON_REQUIRED_MESSAGE };
  return null;
}
