import { PASSWORD_MISMATCH_MESSAGE } from '@console/shared/validation/messages';

// One catalogue of error codes → HTTP status + Vietnamese message. Services throw AppError('CODE').
export const ERRORS = {
  VALIDATION: [400, 'Dữ liệu không hợp lệ'],
  BAD_CREDENTIALS: [401, 'Tên đăng nhập hoặc mật khẩu không đúng'],
  UNAUTHENTICATED: [401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
  FORBIDDEN: [403, 'Bạn không có quyền thực hiện chức năng này'],
  RESIDENT_FORBIDDEN: [403, 'Tài khoản người dân không được truy cập trang quản trị'],
  OUT_OF_SCOPE: [403, 'Bạn không có quyền với dữ liệu của đơn vị này'],
  NOT_FOUND: [404, 'Không tìm thấy dữ liệu'],
  ROUTE_NOT_FOUND: [404, 'Không tìm thấy đường dẫn'],
  CONFLICT: [409, 'Dữ liệu đã bị thay đổi bởi người khác, vui lòng tải lại'],
  ACCOUNT_LOCKED: [403, 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên'],
  // {n} is filled in by loginRefusal() (modules/auth/login-throttle.ts), which also sets Retry-After
  LOGIN_DELAYED: [429, 'Bạn đã đăng nhập sai nhiều lần, vui lòng thử lại sau {n} giây'],
  LOGIN_ADDRESS_LIMITED: [429, 'Có quá nhiều lần đăng nhập sai từ mạng của bạn, vui lòng thử lại sau {n} phút'],
  TOO_MANY_RESETS: [429, 'Bạn đã gửi quá nhiều yêu cầu đặt lại mật khẩu, vui lòng thử lại sau 15 phút'],
  WRONG_OLD_PASSWORD: [400, 'Mật khẩu hiện tại không đúng'],
  PASSWORD_MISMATCH: [400, PASSWORD_MISMATCH_MESSAGE],
  PASSWORD_SAME: [400, 'Mật khẩu mới phải khác mật khẩu hiện tại'],
  RESET_TOKEN_INVALID: [400, 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn'],
  ROLE_NOT_GRANTABLE: [403, 'Bạn không được cấp hoặc quản lý vai trò này'],
  USERNAME_TAKEN: [409, 'Tên đăng nhập đã tồn tại'],
  SELF_ACTION: [400, 'Bạn không thể thực hiện thao tác này với tài khoản của chính mình'],
  ROLE_FIELD_TAKEN: [409, 'Mã vai trò đã tồn tại'],
  ROLE_BUILT_IN: [400, 'Không thể xoá hoặc đổi mã, phạm vi của vai trò mặc định'],
  ROLE_IN_USE: [409, 'Vai trò đang được gán cho người dùng, không thể xoá'],
  // spec §7 'approve by id': a role proposed below the platform level is given only once approved
  ROLE_NOT_APPROVED: [400, 'Vai trò chưa được phê duyệt'],
  NOT_A_SPREADSHEET: [400, 'Tệp không đúng định dạng Excel (.xlsx)'],
  IN_USE: [409, 'Dữ liệu đang được sử dụng, không thể xoá'],
  PAYLOAD_TOO_LARGE: [413, 'Dữ liệu gửi lên quá lớn'],
  // requests the framework or Node's HTTP parser refuse (plugins/framework-errors.ts, lib/client-errors.ts)
  BAD_URL: [400, 'Đường dẫn không hợp lệ'],
  URI_TOO_LONG: [414, 'Đường dẫn quá dài'],
  HEADERS_TOO_LARGE: [431, 'Tiêu đề yêu cầu quá lớn'],
  BAD_HTTP_REQUEST: [400, 'Yêu cầu không đúng định dạng HTTP'],
  METHOD_NOT_SUPPORTED: [400, 'Phương thức không được hỗ trợ'],
  HTTP_VERSION_NOT_SUPPORTED: [505, 'Phiên bản HTTP không được hỗ trợ'],
  REQUEST_TIMEOUT: [408, 'Hết thời gian chờ yêu cầu, vui lòng thử lại'],
  MISSING_HOST: [400, 'Yêu cầu thiếu tiêu đề Host'],
  EXPECTATION_FAILED: [417, 'Tiêu đề Expect không được hỗ trợ'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'Kiểu dữ liệu gửi lên không được hỗ trợ'],
  INVALID_JSON: [400, 'Dữ liệu JSON không hợp lệ'],
  EMPTY_JSON: [400, 'Dữ liệu JSON gửi lên đang trống'],
  BODY_INCOMPLETE: [400, 'Dữ liệu gửi lên không đủ độ dài đã khai báo'],
  MULTIPART_EXPECTED: [406, 'Dữ liệu gửi lên phải là biểu mẫu có tệp đính kèm'],
  INVALID_JSON_FIELD: [406, 'Dữ liệu JSON trong biểu mẫu không hợp lệ'],
  SHUTTING_DOWN: [503, 'Máy chủ đang tạm dừng, vui lòng thử lại sau'],
  // the embedded database's admission queue is full or the wait passed its bound (plugins/db-admission.ts); Retry-After: 1
  DB_BUSY: [503, 'Hệ thống đang bận, vui lòng thử lại sau giây lát'],
  // cameras (issue 18): the platform's limit on cameras watched at once ({n}: CAMERA_STREAM_MAX), a camera switched
  // off, one that does not answer (ffmpeg retries with backoff), a viewer's lease that ended
  STREAM_LIMIT: [503, 'Đã đạt giới hạn {n} camera được xem cùng lúc, vui lòng thử lại sau'],
  CAMERA_OFF: [409, 'Camera đang tắt, hãy bật camera trước khi xem'],
  CAMERA_UNREACHABLE: [503, 'Không kết nối được camera, hệ thống đang thử kết nối lại'],
  STREAM_ENDED: [404, 'Phiên xem camera đã kết thúc'],
  CAMERA_NO_ADDRESS: [409, 'Camera chưa có đường dẫn luồng đầy đủ, hãy sửa camera và nhập lại mật khẩu'],
  INTERNAL: [500, 'Đã có lỗi xảy ra, vui lòng thử lại sau'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    message?: string,
    /** the envelope's data: a flag the client acts on (the market not configured) */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message ?? ERRORS[errorCode][1]);
    this.status = ERRORS[errorCode][0];
  }
}
