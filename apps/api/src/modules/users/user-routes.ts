import { ZCreateUserBody, ZUpdateUserBody } from '@console/shared/forms/user';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import { idSchema, strictInteger } from '@console/shared/validation/zod-numbers';
import { formatMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropForbiddenFilters } from '../../crud/filter-permissions.ts';
import { ZBooleanParam, ZOptionalId, ZPaging } from '../../query/list-params.ts';
import { AppError, ERRORS } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { sendTooMany } from '../files/rate-counter.ts';
import { grantableRoles } from './grant-rules.ts';
import { queueResetMail, RESET_MAIL_SENT_MESSAGE } from './reset-mail.ts';
import { findUser, listUsers, USER_SORTABLE, type UserListQuery } from './user-queries.ts';
import { changeUserStatus, createUser, deleteUser, resetPasswordWithoutEmail, updateUser } from './user-service.ts';

const id = z.number();
const name = z.string().nullable();
// every field declared: OpenAPI shows the row, and the serializer writes it without a generic fallback per field
const ZUserRow = z.object({
  id,
  username: z.string(),
  full_name: name,
  email: name,
  phone: name,
  dob: name,
  sex: z.number().nullable(),
  id_card_number: name,
  role_id: id,
  role_field: z.string(),
  role_name: z.string(),
  role_scope: z.string(),
  province_id: id.nullable(),
  province_name: name,
  district_id: id.nullable(),
  district_name: name,
  ward_id: id.nullable(),
  ward_name: name,
  village_id: id.nullable(),
  village_name: name,
  department_id: id.nullable(),
  department_name: name,
  position_id: id.nullable(),
  position_name: name,
  acc_status: z.number(),
  // the same four as flat fields, grouped as the login's entry.kyc (spec §3 User)
  kyc: z.object({ full_name: name, dob: name, sex: z.number().nullable(), id_card_number: name }),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZUserQuery = ZPaging.extend({
  sort: z.enum(USER_SORTABLE, { error: formatMessage('Trường sắp xếp') }).optional(),
  role_id: ZOptionalId('Vai trò'),
  province_id: ZOptionalId('Tỉnh/thành phố'),
  district_id: ZOptionalId('Quận/huyện'),
  ward_id: ZOptionalId('Xã/phường'),
  village_id: ZOptionalId('Thôn/xóm'),
  department_id: ZOptionalId('Phòng ban'),
  position_id: ZOptionalId('Chức vụ'),
  is_active: ZBooleanParam('Trạng thái tài khoản'),
  // a smallint column: only the known statuses are a filter
  acc_status: strictInteger('Trạng thái xác thực')
    .refine((v) => ACC_STATUS_OPTIONS.some((o) => o.value === v), formatMessage('Trạng thái xác thực'))
    .optional(),
});

const need = (action: 'list' | 'read' | 'create' | 'update' | 'delete') => ({
  access: { action, subject: 'users' } as const,
});
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { config: need('list'), schema: { tags, querystring: ZUserQuery, response: { 200: ZList(ZUserRow) } } },
    async (request) => {
      const query = dropForbiddenFilters(request.auth!.ability, request.query) as UserListQuery;
      const { total, entries } = await listUsers(app.db, request.auth!.scope, query);
      return list(total, entries);
    },
  );

  // the role picker of the user form: only what the caller may give (no privilege escalation)
  app.get(
    '/api/admin/users/grantable-roles',
    // the create and the edit form both need it
    {
      config: { access: 'staff' },
      schema: {
        tags,
        response: {
          200: ZList(
            z.object({
              id: z.number(),
              field: z.string(),
              name: z.string(),
              scope: z.string(),
              is_approved: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { ability } = request.auth!;
      if (!ability.can('create', 'users') && !ability.can('update', 'users')) throw new AppError('FORBIDDEN');
      const roles = await grantableRoles(app.db, request.auth!.user);
      return list(roles.length, roles);
    },
  );

  app.get(
    '/api/admin/users/:id',
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZUserRow) } } },
    async (request) => {
      const user = await findUser(app.db, request.auth!.scope, request.params.id);
      if (!user) throw new AppError('NOT_FOUND');
      return entry(user);
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: need('create'),
      schema: {
        tags,
        body: ZCreateUserBody,
        response: { 200: ZEnvelope(z.object({ entry: ZUserRow, password: z.string().nullable() })) },
      },
    },
    async (request) => {
      const { entry: created, generatedPassword } = await createUser(app, request.auth!, request.body as never);
      // a generated password is shown once to the officer, never stored in clear
      return ok({ entry: created!, password: generatedPassword }, 'Thêm mới người dùng thành công');
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, body: ZUpdateUserBody, response: { 200: ZEntry(ZUserRow) } },
    },
    async (request) =>
      entry(
        (await updateUser(app, request.auth!, request.params.id, request.body as never))!,
        'Cập nhật người dùng thành công',
      ),
  );

  app.put(
    '/api/admin/users/:id/change-status',
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({ is_active: z.boolean() }).partial().nullish(),
        response: { 200: ZEntry(ZUserRow) },
      },
    },
    async (request) => {
      const updated = await changeUserStatus(app, request.auth!, request.params.id, request.body?.is_active);
      return entry(updated!, updated!.is_active ? 'Đã mở khoá tài khoản' : 'Đã khoá tài khoản');
    },
  );

  app.put(
    '/api/admin/users/:id/reset-password-without-email',
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(z.object({ password: z.string() })) } },
    },
    async (request) => {
      const password = await resetPasswordWithoutEmail(app, request.auth!, request.params.id);
      return ok({ password }, 'Đặt lại mật khẩu thành công, hãy chuyển mật khẩu mới cho người dùng');
    },
  );

  // spec §7 POST /api/admin/reset-password: the reset link mailed to a user the caller manages (reset-mail.ts)
  app.post(
    '/api/admin/reset-password',
    {
      config: need('update'),
      schema: { tags, body: z.object({ user_id: idSchema('Người dùng') }), response: { 200: ZMessage } },
    },
    async (request, reply) => {
      const retryAfter = await queueResetMail(app, request.auth!, request.body.user_id);
      if (retryAfter) return sendTooMany(reply, retryAfter, ERRORS.TOO_MANY_RESETS[1]);
      return ok(null, RESET_MAIL_SENT_MESSAGE);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteUser(app, request.auth!, request.params.id);
      return ok(null, 'Xoá người dùng thành công');
    },
  );
};
