import type { FieldDefs } from '../validation/field-defs.ts';

/**
 * The ward market configuration form (spec §7 Market "Ward market config"): how a ward's 'Chợ quê' presents itself
 * to buyers and sellers. Definition order is the order the generic validator reports in (spec §5). Whether products
 * wait for approval belongs to the approval mode, not here.
 */
export const wardMarketConfigFields = {
  market_name: { label: 'Tên chợ', kind: 'text', required: true, max: 150 },
  contact_person: { label: 'Người liên hệ', kind: 'text', max: 150 },
  contact_phone: { label: 'Số điện thoại liên hệ', kind: 'text', required: true, format: 'phone', max: 20 },
  contact_email: { label: 'Email liên hệ', kind: 'text', format: 'email', max: 150 },
  address: {
    label: 'Địa chỉ',
    kind: 'text',
    max: 255,
    help: 'Nơi nhận, giao hàng hoặc họp chợ, ví dụ: Nhà văn hoá thôn Đồng Tâm',
  },
  description: { label: 'Giới thiệu', kind: 'textarea', max: 2_000 },
} satisfies FieldDefs;
