import { NOTIFICATIONS_PATH } from '../../../lib/route-paths';

/** spec §2: /admin/notifications, /create, /{id}/edit, /{id}/detail */
export const notificationPaths = {
  list: NOTIFICATIONS_PATH,
  create: `${NOTIFICATIONS_PATH}/create`,
  edit: (id: number | string) => `${NOTIFICATIONS_PATH}/${id}/edit`,
  detail: (id: number | string) => `${NOTIFICATIONS_PATH}/${id}/detail`,
};
