// The console's hand-written screens by path (spec §2): features link to each other's screens through these, the
// menu and the route table use them. The resource areas' paths are in their definitions.
export const HOME_PATH = '/admin/home';
export const FORBIDDEN_PATH = '/admin/errors/403';
export const USERS_PATH = '/admin/users';
export const USERS_IMPORT_PATH = `${USERS_PATH}/import-excel`;
export const ROLES_PATH = '/admin/roles';
export const UNITS_PATH = '/admin/units';
export const WARD_MERGER_PATH = '/admin/units/merge';
export const SENTIMENTS_PATH = '/admin/sentiments';
export const ARCHIVED_SENTIMENTS_PATH = '/admin/sentiments/archived';
export const SENTIMENT_CATEGORIES_PATH = '/admin/sentiments/categories';
export const MARKET_CONFIGS_PATH = '/admin/countryside-market/configs';
export const BROWSE_MODE_PATH = '/admin/browse-mode';
export const NOTIFICATIONS_PATH = '/admin/notifications';
export const RECEIVED_NOTIFICATIONS_PATH = '/admin/notifications/received-notifications';
export const EXCEL_NOTIFICATIONS_PATH = '/admin/notifications-excel';
export const SURVEYS_PATH = '/admin/surveys';
export const TRAVEL_MAP_PATH = '/admin/travel-informations/map';
