export { ROLES_PATH } from '../../../lib/route-paths';
