// The import template's columns, in order (the header row of the first sheet). Apart from the template workbook so
// that the parsing worker loads neither ExcelJS nor anything else it does not use.
export const IMPORT_COLUMNS = [
  { key: 'username', header: 'Tên đăng nhập (*)', example: 'nguyenvana' },
  { key: 'full_name', header: 'Họ và tên (*)', example: 'Nguyễn Văn A' },
  { key: 'role', header: 'Vai trò (*)', example: 'ward' },
  { key: 'ward_code', header: 'Mã xã/phường (*)', example: '02680' },
  { key: 'village', header: 'Thôn/xóm', example: 'Thôn Đồng Tâm' },
  { key: 'phone', header: 'Số điện thoại', example: '0912345678' },
  { key: 'email', header: 'Email', example: 'nguyenvana@example.vn' },
  { key: 'dob', header: 'Ngày sinh (DD/MM/YYYY)', example: '15/05/1990' },
  { key: 'sex', header: 'Giới tính (Nam/Nữ/Khác)', example: 'Nam' },
  { key: 'id_card_number', header: 'Số CCCD', example: '001090012345' },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRow = { line: number } & Record<ImportKey, string>;
