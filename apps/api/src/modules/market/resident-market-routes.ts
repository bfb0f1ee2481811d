import type { MarketTarget } from '@console/shared/market/approval-modes';
import type { Resource } from '@console/shared/resources/define-resource';
import { listFieldsOf } from '@console/shared/resources/list-fields';
import { marketAlbums, marketArticles, personalProducts, personalStores } from '@console/shared/resources/market';
import type { FieldDefs } from '@console/shared/validation/field-defs';
import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { objectSchema } from '@console/shared/validation/zod-fields';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedValues } from '../../crud/field-kind-hooks.ts';
import { createResourceRepository } from '../../crud/resource-repository.ts';
import { rowSchema } from '../../crud/resource-schemas.ts';
import { resourceTableOf } from '../../crud/resource-tables.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueOr } from '../../lib/database-errors.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZPaging } from '../../query/list-params.ts';
import { answeredTooMany, RATE_LIMITS } from '../files/rate-counter.ts';
import { initialApprovalOf } from './approval-mode-queries.ts';
import { marketStatusOf, openMarketWard, ownStoreOf } from './resident-market-queries.ts';

const EVERYWHERE = { level: 'all' } as const;
const BASE = '/api/web/market';
const tags = ['web market'];
const RESIDENTS_ONLY = 'Chỉ tài khoản người dân được bán hàng trên Chợ quê';
const NO_STORE = 'Bạn cần mở gian hàng trước khi đăng sản phẩm';
const STORE_CLOSED = 'Gian hàng của bạn đang tạm khoá, vui lòng liên hệ cán bộ xã/phường';
const HAS_STORE = 'Bạn đã có gian hàng trên Chợ quê';
// a seller who moved to another ward: their store stays where its products and buyers are, until staff move it
const STORE_ELSEWHERE = 'Gian hàng của bạn thuộc xã/phường khác, vui lòng liên hệ cán bộ xã/phường';
const STATUS_FIELDS = ['approval_status', 'refusal_reason'];

const pick = (resource: Resource, keys: readonly string[]): FieldDefs =>
  Object.fromEntries(keys.map((key) => [key, resource.fields[key]]));

const STORE_FIELDS = ['name', 'owner_name', 'phone', 'address', 'description', 'logo'];
// the seller pauses and reopens their store themselves; staff's lock (is_active) is staff's
const STORE_EDIT_FIELDS = [...STORE_FIELDS, 'is_open'];
// what a seller writes of a product: all but the store and ward (theirs), the highlight and the state (staff's)
const PRODUCT_FIELDS = Object.keys(personalProducts.fields).filter(
  (key) =>
    !['store_id', 'ward_id', 'is_highlight'].includes(key) && !(personalProducts.fields as FieldDefs)[key].serverOwned,
);
const ARTICLE_FIELDS = ['title', 'content', 'image', 'contact_phone'];
const ALBUM_FIELDS = ['title', 'description'];

const ZAlbumBody = objectSchema(pick(marketAlbums as Resource, ALBUM_FIELDS)).extend({
  images: z
    .array(objectSchema(marketAlbums.children!.fields), { error: formatMessage('Ảnh') })
    .min(1, requiredMessage('Ảnh'))
    .max(
      marketAlbums.children!.maxPerRequest,
      `Mỗi lần chỉ thêm được tối đa ${marketAlbums.children!.maxPerRequest} ảnh`,
    ),
});

/** what a resident sees of a post of theirs: what they wrote, and what the ward made of it */
const posted = (message: string, status: string) =>
  status === 'approved' ? `${message} thành công` : `${message} thành công, đang chờ cán bộ xã/phường phê duyệt`;

/**
 * The resident app's rural market (issue 16, spec §6 'Chợ quê'): a signed-in resident of a ward whose market is on
 * and configured opens a store and posts products, market posts and albums; each starts approved or waiting as the
 * ward's approval mode says (approval-mode-queries.ts), and the resident reads what became of it. The public market
 * of a ward is the engine's GET /api/web/personal-products (search and category).
 */
export async function residentMarketRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const stores = resourceTableOf(personalStores.name)!;
  const products = resourceTableOf(personalProducts.name)!;
  const articles = resourceTableOf(marketArticles.name)!;
  const albums = resourceTableOf(marketAlbums.name)!;
  const repositoryOf = (bound: typeof stores) => createResourceRepository(app.db, bound, resourceTableOf);
  const storeRows = repositoryOf(stores);
  const account = { access: 'account' } as const;

  /** a resident of a ward whose market is open; the ward's id */
  async function seller(request: FastifyRequest) {
    const user = request.auth!.user;
    if (user.role.field !== 'resident') throw new AppError('FORBIDDEN', RESIDENTS_ONLY);
    return openMarketWard(app.db, user.ward_id);
  }

  /** counts a post to the account's hourly sends; true (answered 429) when past it */
  const limited = (request: FastifyRequest, reply: FastifyReply) =>
    answeredTooMany(app.rateCounter, reply, [
      { key: `market-post:${request.auth!.user.id}`, ...RATE_LIMITS.accountSubmissions },
    ]);

  const stored = (owner: { fields: FieldDefs }, body: Record<string, unknown>) =>
    storedValues(app.db, owner as Resource, body, EVERYWHERE, resourceTableOf);

  app.get(
    `${BASE}/status`,
    {
      config: account,
      schema: {
        tags,
        response: {
          200: ZEntry(
            z.object({
              ward_id: z.number().nullable(),
              enabled: z.boolean(),
              configured: z.boolean(),
              market_name: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => entry(await marketStatusOf(app.db, request.auth!.user.ward_id)),
  );

  // ---- the resident's store
  const ZStore = rowSchema(personalStores as Resource);
  app.get(
    `${BASE}/store`,
    { config: account, schema: { tags, response: { 200: ZEntry(ZStore.nullable()) } } },
    async (request) => {
      const own = await ownStoreOf(app.db, request.auth!.user.id);
      return entry(own && (await storeRows.get(EVERYWHERE, own.id)));
    },
  );

  const ZStoreBody = objectSchema(pick(personalStores as Resource, STORE_FIELDS));
  const ZStoreEditBody = objectSchema(pick(personalStores as Resource, STORE_EDIT_FIELDS)).partial();

  /** the seller's store in the ward they sell in, or the reason they cannot use it */
  async function sellersStore(userId: number, wardId: number) {
    const own = await ownStoreOf(app.db, userId);
    if (!own) throw new AppError('NOT_FOUND', NO_STORE);
    if (own.wardId !== wardId) throw new AppError('FORBIDDEN', STORE_ELSEWHERE);
    return own;
  }
  app.post(
    `${BASE}/store`,
    { config: account, schema: { tags, body: ZStoreBody, response: { 200: ZEntry(ZStore) } } },
    async (request, reply) => {
      const wardId = await seller(request);
      const userId = request.auth!.user.id;
      if (await ownStoreOf(app.db, userId)) throw new AppError('VALIDATION', HAS_STORE);
      if (await limited(request, reply)) return reply;
      const values = await stored(personalStores as Resource, request.body);
      // two taps at once: the unique owner key keeps one store, and the second tap reads as the first's
      const id = await uniqueOr(
        () => storeRows.insert({ ...values, ward_id: wardId, owner_id: userId }, userId),
        HAS_STORE,
      );
      return entry((await storeRows.get(EVERYWHERE, id))!, 'Mở gian hàng thành công');
    },
  );

  app.patch(
    `${BASE}/store`,
    { config: account, schema: { tags, body: ZStoreEditBody, response: { 200: ZEntry(ZStore) } } },
    async (request) => {
      const wardId = await seller(request);
      const userId = request.auth!.user.id;
      const own = await sellersStore(userId, wardId);
      const values = await stored(personalStores as Resource, request.body);
      await storeRows.update(EVERYWHERE, own.id, values, userId);
      return entry((await storeRows.get(EVERYWHERE, own.id))!, 'Cập nhật gian hàng thành công');
    },
  );

  /**
   * POST {BASE}/{segment} and GET {BASE}/{segment}/mine for one kind of post: its state from the ward's mode for
   * the seller, its audit row, and the resident's own list with the state and the reason of a refusal
   */
  function posts(options: {
    segment: string;
    target: MarketTarget;
    bound: typeof stores;
    fields: string[];
    body: z.ZodType;
    /** what the seller may change afterwards (an album's photos are added by staff's screens, not here) */
    editBody: z.ZodType;
    done: string;
    /** the row's values beyond the body (the store a product is in), or a refusal */
    extra?: (request: FastifyRequest, wardId: number) => Promise<Record<string, unknown>>;
    /** written with the row, in its transaction (an album's photos) */
    also?: (
      body: Record<string, unknown>,
      userId: number,
    ) => Promise<((tx: Tx, id: number) => Promise<void>) | undefined>;
  }) {
    const { segment, target, bound, fields } = options;
    const { resource } = bound;
    const repository = repositoryOf(bound);
    // the list's light fields (list-fields.ts: photos and rich text are read by id)
    const shown = [...fields, ...STATUS_FIELDS, 'ward_id'].filter((f) => listFieldsOf(resource).includes(f));
    const ZOwnRow = rowSchema(resource, shown);
    app.post(
      `${BASE}/${segment}`,
      { config: account, schema: { tags, body: options.body, response: { 200: ZEntry(ZOwnRow) } } },
      async (request, reply) => {
        const wardId = await seller(request);
        const userId = request.auth!.user.id;
        const extra = (await options.extra?.(request, wardId)) ?? {};
        const body = request.body as Record<string, unknown>;
        const values = await stored(resource, body);
        const also = await options.also?.(body, userId);
        if (await limited(request, reply)) return reply;
        const status = await initialApprovalOf(app.db, wardId, target, userId);
        const id = await repository.insert(
          { ...values, ...extra, ward_id: wardId, approval_status: status },
          userId,
          also,
        );
        return entry((await repository.get(EVERYWHERE, id))!, posted(options.done, status));
      },
    );
    app.get(
      `${BASE}/${segment}/mine`,
      { config: account, schema: { tags, querystring: ZPaging, response: { 200: ZList(ZOwnRow) } } },
      async (request) => {
        const createdBy = bound.column('created_by');
        const query = { ...request.query, sort: 'created_at', order: 'desc' as const };
        const page = await repository.list(
          EVERYWHERE,
          query,
          (bind) => [eq(createdBy, bind('mine', request.auth!.user.id))],
          `mine`,
        );
        return list(page.total, page.entries);
      },
    );

    /** one of the caller's own rows, or 404: another seller's post is as unknown as a missing one */
    const own = async (request: FastifyRequest, id: number) => {
      const row = await repository.get(EVERYWHERE, id, [eq(bound.column('created_by'), request.auth!.user.id)]);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    };
    const ZOwnEntry = ZEntry(rowSchema(resource));
    app.get(
      `${BASE}/${segment}/:id`,
      { config: account, schema: { tags, params: ZIdParams, response: { 200: ZOwnEntry } } },
      async (request) => entry(await own(request, request.params.id)),
    );

    // a corrected post (a refused product with a clearer photo) goes through the ward's mode again, its reason gone
    app.patch(
      `${BASE}/${segment}/:id`,
      { config: account, schema: { tags, params: ZIdParams, body: options.editBody, response: { 200: ZOwnEntry } } },
      async (request) => {
        const wardId = await seller(request);
        const userId = request.auth!.user.id;
        const { id } = request.params;
        if ((await own(request, id)).ward_id !== wardId) throw new AppError('NOT_FOUND');
        const values = await stored(resource, request.body as Record<string, unknown>);
        const status = await initialApprovalOf(app.db, wardId, target, userId);
        await repository.update(EVERYWHERE, id, { ...values, approval_status: status, refusal_reason: null }, userId);
        return entry((await repository.get(EVERYWHERE, id))!, posted('Cập nhật', status));
      },
    );

    // sold out, or posted by mistake: the seller takes it down (recorded on the row's history)
    app.delete(
      `${BASE}/${segment}/:id`,
      { config: account, schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
      async (request) => {
        await own(request, request.params.id);
        await repository.remove(EVERYWHERE, request.params.id, request.auth!.user.id);
        return ok(null, 'Xoá thành công');
      },
    );
  }

  posts({
    segment: 'products',
    target: 'products',
    bound: products,
    fields: [...PRODUCT_FIELDS, 'store_id'],
    body: objectSchema(pick(personalProducts as Resource, PRODUCT_FIELDS)),
    editBody: objectSchema(pick(personalProducts as Resource, PRODUCT_FIELDS)).partial(),
    done: 'Đăng sản phẩm',
    extra: async (request, wardId) => {
      const own = await ownStoreOf(app.db, request.auth!.user.id);
      if (!own) throw new AppError('VALIDATION', NO_STORE);
      if (own.wardId !== wardId) throw new AppError('FORBIDDEN', STORE_ELSEWHERE);
      if (!own.isActive) throw new AppError('FORBIDDEN', STORE_CLOSED);
      return { store_id: own.id };
    },
  });

  posts({
    segment: 'articles',
    target: 'articles',
    bound: articles,
    fields: ARTICLE_FIELDS,
    body: objectSchema(pick(marketArticles as Resource, ARTICLE_FIELDS)),
    editBody: objectSchema(pick(marketArticles as Resource, ARTICLE_FIELDS)).partial(),
    done: 'Đăng tin',
  });

  const albumImages = albums.children!;
  posts({
    segment: 'albums',
    target: 'albums',
    bound: albums,
    fields: [...ALBUM_FIELDS, 'cover'],
    body: ZAlbumBody,
    editBody: objectSchema(pick(marketAlbums as Resource, ALBUM_FIELDS)).partial(),
    done: 'Đăng album',
    also: async (body, userId) => {
      const images = await Promise.all(
        (body.images as Record<string, unknown>[]).map((image) => stored(marketAlbums.children!, image)),
      );
      return async (tx, id) => {
        await tx
          .insert(albumImages.table)
          .values(
            images.map((image, i) =>
              albumImages.toColumns({ ...image, parent_id: id, position: i + 1, created_by: userId }),
            ) as never,
          );
        // the album's cover is its first photo, as staff's albums are (define-resource `children.cover`)
        await tx
          .update(albums.table)
          .set(albums.toColumns({ cover: images[0].image }) as never)
          .where(eq(albums.id, id));
      };
    },
  });
}
