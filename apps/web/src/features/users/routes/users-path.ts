// the list screen; forms go back to it as the user left it (list-url-state)
export { USERS_IMPORT_PATH, USERS_PATH } from '../../../lib/route-paths';
