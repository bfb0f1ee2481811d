import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { ZCreateAppUserBody, ZUpdateAppUserBody } from '@console/shared/forms/app-user';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import { formatMessage } from '@console/shared/validation/messages';
import { strictBoolean, strictInteger } from '@console/shared/validation/zod-numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZBooleanParam, ZOptionalId, ZPaging } from '../../query/list-params.ts';
import {
  approveAppUser,
  createAppUser,
  deleteAppUser,
  lockAppUser,
  updateAppUser,
  type AppUserInput,
} from './app-user-actions.ts';
import { APP_USER_SORTABLE, findAppUser, lastVerification, listAppUsers } from './app-user-queries.ts';
import { AppError } from '../../lib/app-error.ts';

// spec §7 'App users: GET list; POST; PUT approve by id; GET, PUT, DELETE by id' (issue 19), plus a lock. The spec's
// §6 has no subject of their own: they are users, so the users subject decides — list/read to read, create, update
// for edits, locks and verification (the default matrix gives ward admins users FULL, ward officers READ), delete.
const need = (action: 'list' | 'read' | 'create' | 'update' | 'delete') => ({
  access: { action, subject: 'users' } as const,
});
const tags = ['app users'];
const BASE = '/api/admin/app-users';

const text = z.string().nullable();
export const ZAppUser = z.object({
  id: z.number(),
  username: z.string(),
  full_name: text,
  phone: text,
  email: text,
  /** spec §3: 'YYYY-MM-DDT00:00:00Z' */
  birthday: text,
  sex: z.number().nullable(),
  id_card_number: text,
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  ward_id: z.number().nullable(),
  ward_name: text,
  village_id: z.number().nullable(),
  village_name: text,
  /** spec §3: 3 verified; 1 not verified, 2 waiting (forms/user-fields.ts) */
  acc_status: z.number(),
  locked: z.boolean(),
  /** the identity fields an approval still needs ('ngày sinh', 'số CCCD'); empty when it can be verified */
  kyc_missing: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
const ZAppUserDetail = ZAppUser.extend({ verified_at: text, verified_by_name: text });

export const ZAppUserQuery = ZPaging.extend({
  sort: z.enum(APP_USER_SORTABLE, { error: formatMessage('Trường sắp xếp') }).optional(),
  acc_status: strictInteger('Trạng thái xác thực')
    .refine((v) => ACC_STATUS_OPTIONS.some((o) => o.value === v), formatMessage('Trạng thái xác thực'))
    .optional(),
  locked: ZBooleanParam('Trạng thái khoá'),
  ward_id: ZOptionalId('Xã/phường'),
  village_id: ZOptionalId('Thôn/xóm'),
});

export const appUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { config: need('list'), schema: { tags, querystring: ZAppUserQuery, response: { 200: ZList(ZAppUser) } } },
    async (request) => {
      const { total, entries } = await listAppUsers(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  app.get(
    `${BASE}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZAppUserDetail) } } },
    async (request) => {
      const found = await findAppUser(app.db, request.auth!.scope, request.params.id);
      if (!found) throw new AppError('NOT_FOUND');
      const verification =
        found.acc_status === ACC_STATUS_VERIFIED
          ? await lastVerification(app.db, found.id)
          : { verified_at: null, verified_by_name: null };
      return entry({ ...found, ...verification });
    },
  );

  app.post(
    BASE,
    {
      config: need('create'),
      schema: {
        tags,
        body: ZCreateAppUserBody,
        response: { 200: ZEnvelope(z.object({ entry: ZAppUser, password: z.string().nullable() })) },
      },
    },
    async (request) => {
      const body = request.body as AppUserInput & { username: string };
      const { entry: created, generatedPassword } = await createAppUser(app, request.auth!, body);
      // a generated password is shown once to the officer, never stored in clear
      return ok({ entry: created, password: generatedPassword }, 'Thêm mới tài khoản người dân thành công');
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, body: ZUpdateAppUserBody, response: { 200: ZEntry(ZAppUser) } },
    },
    async (request) => {
      const body = request.body as AppUserInput;
      const { entry: updated, reverified } = await updateAppUser(app, request.auth!, request.params.id, body);
      return entry(
        updated,
        reverified
          ? 'Cập nhật tài khoản thành công; thông tin định danh đã thay đổi nên tài khoản cần được xác thực lại'
          : 'Cập nhật tài khoản thành công',
      );
    },
  );

  app.put(
    `${BASE}/approve/:id`,
    { config: need('update'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZAppUser) } } },
    async (request) =>
      entry(await approveAppUser(app, request.auth!, request.params.id), 'Xác thực tài khoản thành công'),
  );

  app.put(
    `${BASE}/:id/lock`,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({ locked: strictBoolean('Trạng thái khoá') }),
        response: { 200: ZEntry(ZAppUser) },
      },
    },
    async (request) => {
      const updated = await lockAppUser(app, request.auth!, request.params.id, request.body.locked);
      return entry(updated, updated.locked ? 'Đã khoá tài khoản' : 'Đã mở khoá tài khoản');
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteAppUser(app, request.auth!, request.params.id);
      return ok(null, 'Xoá tài khoản người dân thành công');
    },
  );
};
