import type { Locale } from 'antd/es/locale';
import antdVi from 'antd/es/locale/vi_VN';

/**
 * antd's vi_VN with the console's own words (issue 10): every dialog's cancel button says 'Hủy', the spelling the spec
 * uses ('Hủy bỏ'), whatever a later antd release ships; and nothing is left in English — the date-time picker's 'OK'
 * becomes 'Chọn', a popup with one button says 'Đóng' as the result popups do.
 */
export const viVN: Locale = {
  ...antdVi,
  Modal: { okText: antdVi.Modal?.okText ?? 'Đồng ý', cancelText: 'Hủy', justOkText: 'Đóng' },
  Popconfirm: { okText: antdVi.Popconfirm?.okText ?? 'Đồng ý', cancelText: 'Hủy' },
  DatePicker: antdVi.DatePicker && { ...antdVi.DatePicker, lang: { ...antdVi.DatePicker.lang, ok: 'Chọn' } },
};
