import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_SMALLINT, strictInteger } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sentimentCategories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZList } from '../../lib/envelope.ts';
import { roleCategoryRoutes } from './role-category-routes.ts';
import { ZSentimentCategory } from './sentiment-schemas.ts';

// spec §3 categories 1–7, each with its default processing time (SLA): the citizen side sets a new item's deadline
// from it. Every staff member reads them (pickers, filters); only administrators of the whole platform change the SLA.

const SLA_LABEL = 'Số ngày xử lý';
export const ZCategoryBody = z.object({
  sla_days: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input == null ? requiredMessage(SLA_LABEL) : formatMessage(SLA_LABEL)) })
      .int(formatMessage(SLA_LABEL))
      .min(1, formatMessage(SLA_LABEL))
      .max(365, formatMessage(SLA_LABEL)),
  ),
});

const columns = { id: sentimentCategories.id, name: sentimentCategories.name, sla_days: sentimentCategories.slaDays };
const findCategory = async (db: Db, id: number) =>
  (await db.select(columns).from(sentimentCategories).where(eq(sentimentCategories.id, id)))[0];

// category ids are a smallint column: a larger id must be a 400, not a database error
const ZCategoryParams = z.object({ id: strictInteger('Lĩnh vực', { min: 1, max: MAX_SMALLINT }) });
const tags = ['sentiments'];
const url = '/api/admin/sentiment-categories';

export const sentimentCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    { config: { access: 'staff' }, schema: { tags, response: { 200: ZList(ZSentimentCategory) } } },
    async () => {
      const rows = await app.db.select(columns).from(sentimentCategories).orderBy(asc(sentimentCategories.id));
      return list(rows.length, rows);
    },
  );

  app.get(
    `${url}/:id`,
    {
      config: { access: 'staff' },
      schema: { tags, params: ZCategoryParams, response: { 200: ZEntry(ZSentimentCategory) } },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw new AppError('NOT_FOUND');
      return entry(category);
    },
  );

  const editSla = {
    config: { access: { action: 'update', subject: 'sentiments' } as const },
    schema: { tags, params: ZCategoryParams, body: ZCategoryBody, response: { 200: ZEntry(ZSentimentCategory) } },
  };
  const saveSla = async (request: FastifyRequest & { params: { id: number }; body: z.infer<typeof ZCategoryBody> }) => {
    // categories are the whole platform's: a ward's officer may update items, not everyone's deadlines
    if (request.auth!.scope.level !== 'all') throw new AppError('FORBIDDEN');
    const [updated] = await app.db
      .update(sentimentCategories)
      .set({ slaDays: request.body.sla_days, updatedAt: new Date(), updatedBy: request.auth!.user.id })
      .where(eq(sentimentCategories.id, request.params.id))
      .returning(columns);
    if (!updated) throw new AppError('NOT_FOUND');
    return entry(updated, 'Cập nhật thời hạn xử lý thành công');
  };
  app.patch(`${url}/:id`, editSla, (request) => saveSla(request));
  app.put(`${url}/:id`, editSla, (request) => saveSla(request));

  // which categories each role handles (issue 10): registered here, beside the categories themselves
  await app.register(roleCategoryRoutes);
};
