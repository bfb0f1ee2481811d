// spec §9 business constants
export const SUCCESS_CODE = 200;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const UPLOAD_MAX_FILES = 10;
export const EDITOR_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const VIDEO_EMBED_HEIGHT = 400;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_MAX_PER_CORNER = 5;
export const WARD_SERVICE_LIST_LENGTH = 100;
export const ACC_STATUS_VERIFIED = 3;
export const DISPLAY_UTC_OFFSET_MINUTES = 7 * 60;
export const BUILD_VERSION = '2025.01.21.08.50';
export const DEFAULT_PAGE_LENGTH = 20;
export const MAX_PAGE_LENGTH = 1000;
export const TOKEN_STORAGE_KEY = 'console.token';
export const MENU_STORAGE_KEY = 'console.menu';
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PREFIX = 'web-';
// Login throttling (docs/decisions.md, "Login throttling (ASVS 2.2.1)"). Per account: the first LOGIN_FREE_FAILURES
// failures of the last hour are free, then each attempt must wait a delay doubling from LOGIN_FIRST_DELAY_MS up to
// LOGIN_MAX_DELAY_MS after the last failure (at most 69 failures an hour, under ASVS's 100). Per client address: a
// limit high enough for an office behind one NAT, counting only failures of accounts still in their free ones.
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60_000;
export const LOGIN_FIRST_DELAY_MS = 1_000;
export const LOGIN_MAX_DELAY_MS = 60_000;
export const LOGIN_ADDRESS_MAX_FAILURES = 100;
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60_000;
// password-reset requests per client address: every request counts, since each one may send a mail
export const PASSWORD_RESET_MAX_PER_ADDRESS = 10;
export const PASSWORD_RESET_WINDOW_MS = 15 * 60_000;
export const PASSWORD_MIN_LENGTH = 8;
// user import from Excel (issue 9): a file past either limit is refused before it is read in full. 20,000 data rows is
// twice the 10,000-user bench import; 20,000 filled rows of the template are about 11 MB of sheet XML, so 50 MB of
// unzipped content leaves room for formatting while a zip bomb is stopped long before it can fill the memory
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_UNZIPPED_MB = 50;
