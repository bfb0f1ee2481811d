import { z } from 'zod';
import type { Action } from '../domain/permissions-catalog.ts';
import type { MarketTarget } from '../market/approval-modes.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { requiredMessage, tooLongMessage } from '../validation/messages.ts';

// A row that waits for staff, then is approved or refused with a reason its author sees (issue 16: a resident's
// product, market post or album). Three states, unlike the yes/no approval switches of the older areas: a refused
// row is kept with its reason, and a waiting one is in the queue.

export const APPROVAL_STATUSES = [
  { value: 'waiting', label: 'Chờ duyệt' },
  { value: 'approved', label: 'Đã duyệt' },
  { value: 'refused', label: 'Từ chối' },
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]['value'];

export const REFUSAL_REASON_LABEL = 'Lý do từ chối';
export const REFUSAL_REASON_MAX = 500;

/** the two fields every reviewed area carries (columns: `approvalColumns()` beside the tables) */
export const approvalFields = () =>
  ({
    approval_status: {
      label: 'Trạng thái duyệt',
      kind: 'select',
      options: APPROVAL_STATUSES,
      serverOwned: true,
      default: 'waiting',
    },
    refusal_reason: { label: REFUSAL_REASON_LABEL, kind: 'textarea', max: REFUSAL_REASON_MAX, serverOwned: true },
  }) satisfies FieldDefs;

/**
 * The definition's review (define-resource `approval`): PATCH /api/admin/{name}/{id}/approve/{approve} and, for the
 * selected rows, PATCH /api/admin/{name}/approve/{approve} with `{ids}`; approve is 1 or 0, and 0 needs a reason.
 */
export interface ApprovalDef {
  action: Action;
  /** the kind of post whose ward approval mode decides what a resident's new row starts as */
  target?: MarketTarget;
  /** the row's noun in the questions: 'sản phẩm' */
  what: string;
}

/** the reason of a refusal: required to refuse (checked by the route), ignored when approving */
export const ZRefusalReason = z
  .string({ error: requiredMessage(REFUSAL_REASON_LABEL) })
  .trim()
  .max(REFUSAL_REASON_MAX, tooLongMessage(REFUSAL_REASON_LABEL, REFUSAL_REASON_MAX));

/** the body of one row's review */
export const ZReviewBody = z.object({ reason: ZRefusalReason.optional() }).nullish();

export const reviewDone = (approve: boolean) => (approve ? 'Phê duyệt thành công' : 'Từ chối thành công');

/** PATCH path of one row's review, and of several rows' */
export const reviewPath = (id: number | string, approve: boolean) => `${id}/approve/${approve ? 1 : 0}`;
export const bulkReviewPath = (approve: boolean) => `approve/${approve ? 1 : 0}`;
