import {
  AGRICULTURE_SERVICE_KINDS,
  CATEGORY_KIND_OF,
  type AgricultureServiceKind,
} from '@console/shared/resources/agriculture-services';
import { formatMessage } from '@console/shared/validation/messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories } from '../../db/schema/areas/categories.ts';
import { list, ZList } from '../../lib/envelope.ts';

// GET /api/admin/agriculture-service-categories (spec §7 Agriculture services "GET … categories"; issue 19): the
// active categories a service may be filed under, from the shared lists (resources/categories.ts) of the two
// agriculture kinds, for the screens' and the apps' pickers. `?kind=machine|supplies` narrows to one kind.

const KIND_VALUES = AGRICULTURE_SERVICE_KINDS.map((kind) => kind.value) as [
  AgricultureServiceKind,
  ...AgricultureServiceKind[],
];

const ZQuery = z.object({
  kind: z.enum(KIND_VALUES, { error: formatMessage('Loại dịch vụ') }).optional(),
});

const ZCategory = z.object({
  id: z.number(),
  name: z.string(),
  /** the service kind the category is for */
  kind: z.enum(KIND_VALUES),
  description: z.string().nullable(),
  sort_order: z.number().nullable(),
});

/** a category list's kind → the service kind choosing from it */
const SERVICE_KIND_OF = new Map<string, AgricultureServiceKind>(
  KIND_VALUES.map((kind) => [CATEGORY_KIND_OF[kind], kind]),
);

export const agricultureCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/agriculture-service-categories',
    {
      config: { access: { action: 'list', subject: 'agriculture_service' } },
      schema: {
        tags: ['agriculture-services'],
        querystring: ZQuery,
        response: { 200: ZList(ZCategory) },
      },
    },
    async (request) => {
      const kinds = request.query.kind ? [request.query.kind] : KIND_VALUES;
      const rows = await app.db
        .select({
          id: categories.id,
          name: categories.name,
          categoryKind: categories.kind,
          description: categories.description,
          sort_order: categories.sortOrder,
        })
        .from(categories)
        .where(
          and(
            eq(categories.isActive, true),
            inArray(
              categories.kind,
              kinds.map((kind) => CATEGORY_KIND_OF[kind]),
            ),
          ),
        )
        // the machine services first, then the supplies; each list in its order, then by name
        .orderBy(
          sql`${categories.kind} = ${CATEGORY_KIND_OF.supplies}`,
          sql`${categories.sortOrder} nulls last`,
          asc(categories.name),
        );
      const entries = rows.map(({ categoryKind, ...row }) => ({ ...row, kind: SERVICE_KIND_OF.get(categoryKind)! }));
      return list(entries.length, entries);
    },
  );
};
