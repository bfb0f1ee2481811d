export { FORBIDDEN_PATH, UNITS_PATH, WARD_MERGER_PATH } from '../../../lib/route-paths';
