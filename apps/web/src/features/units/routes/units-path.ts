export const UNITS_PATH = '/admin/units';
export const WARD_MERGER_PATH = '/admin/units/merge';
export { FORBIDDEN_PATH } from '../../../app/route-guard';
