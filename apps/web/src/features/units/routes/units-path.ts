export const UNITS_PATH = '/admin/units';
export const WARD_MERGER_PATH = '/admin/units/merge';
export const FORBIDDEN_PATH = '/admin/errors/403';
