/** the list screen; forms go back to it as the user left it (list-url-state) */
export const USERS_PATH = '/admin/users';
/** spec §2: users import-excel */
export const USERS_IMPORT_PATH = `${USERS_PATH}/import-excel`;
