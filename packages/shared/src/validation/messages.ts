// spec §5 wording, character for character
export const requiredMessage = (label: string) => `${label} không được trống!`;
export const formatMessage = (label: string) => `${label} không đúng định dạng!`;
export const tooLongMessage = (label: string, max: number) => `${label} không được dài quá ${max} ký tự!`;
export const tooShortMessage = (label: string, min: number) => `${label} phải có ít nhất ${min} ký tự!`;
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';
