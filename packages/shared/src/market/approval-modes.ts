import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { idSchema } from '../validation/zod-numbers.ts';

// The rural market's approval mode (spec §1, §7 "Approval mode: GET by target; PATCH; list users GET"; issue 16): per
// ward and per kind of post, whether what residents post is published at once, waits for staff, or is published at
// once only for the sellers the ward trusts.

/** what residents post to the market: the spec's approval-mode targets */
export const MARKET_TARGETS = [
  { value: 'products', label: 'Sản phẩm' },
  { value: 'articles', label: 'Tin đăng' },
  { value: 'albums', label: 'Album ảnh' },
] as const;
export type MarketTarget = (typeof MARKET_TARGETS)[number]['value'];
export const MARKET_TARGET_VALUES = MARKET_TARGETS.map((target) => target.value) as MarketTarget[];

export const APPROVAL_MODES = [
  { value: 'manual', label: 'Cán bộ duyệt', help: 'Mọi bài đăng chờ cán bộ xã/phường phê duyệt' },
  { value: 'auto', label: 'Tự động', help: 'Bài đăng được hiển thị ngay, cán bộ có thể gỡ sau' },
  {
    value: 'trusted',
    label: 'Người bán tin cậy',
    help: 'Người bán trong danh sách tin cậy được hiển thị ngay, người khác chờ phê duyệt',
  },
] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number]['value'];
/** a ward that never chose: everything waits for staff */
export const DEFAULT_APPROVAL_MODE: ApprovalMode = 'manual';
/** the most trusted sellers of one ward and target: a commune's active sellers, with room */
export const MAX_TRUSTED_SELLERS = 500;

/** what a new post of a resident becomes under the ward's mode */
export function initialApproval(mode: ApprovalMode, sellerIsTrusted: boolean): 'approved' | 'waiting' {
  if (mode === 'auto' || (mode === 'trusted' && sellerIsTrusted)) return 'approved';
  return 'waiting';
}

export const ZMarketTarget = z.enum(MARKET_TARGET_VALUES, { error: formatMessage('Loại bài đăng') });

/** PATCH /api/admin/market-approval-modes/{target}: the mode, and the trusted sellers when the list is sent */
export const ZApprovalModeBody = z.object({
  ward_id: idSchema('Xã/phường').optional(),
  mode: z.enum(['manual', 'auto', 'trusted'], { error: formatMessage('Chế độ duyệt') }),
  trusted_user_ids: z
    .array(idSchema('Người bán tin cậy'), { error: formatMessage('Người bán tin cậy') })
    .max(MAX_TRUSTED_SELLERS, `Người bán tin cậy: tối đa ${MAX_TRUSTED_SELLERS} người!`)
    .optional(),
});
export type ApprovalModeBody = z.infer<typeof ZApprovalModeBody>;

export interface TrustedSeller {
  user_id: number;
  full_name: string | null;
  username: string;
  phone: string | null;
}

export interface ApprovalModeEntry {
  ward_id: number;
  ward_name: string;
  target: MarketTarget;
  mode: ApprovalMode;
  trusted_count: number;
  updated_at: string | null;
  updated_by_name: string | null;
}
