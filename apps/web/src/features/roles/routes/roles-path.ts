export const ROLES_PATH = '/admin/roles';
