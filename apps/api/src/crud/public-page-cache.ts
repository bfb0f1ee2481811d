import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a node answers a public page (an article residents open from a shared link) from its memory: a change
 * (an article unpublished) reaches every reader within this time. Short on purpose — each node keeps its own copy,
 * nothing another node needs, and an HTTP cache in front (nginx, a CDN) may keep it as long (Cache-Control).
 */
export const PUBLIC_PAGE_SECONDS = 10;
const MAX_PAGES = 2_000;

export interface CachedPage {
  body: { code: number; message: string; data: { entry: Record<string, unknown> } };
  etag: string;
}

/** the public pages of one area by id, each with the ETag of its content */
function publicPageCache() {
  const pages = new LRUCache<number, CachedPage>({ max: MAX_PAGES, ttl: PUBLIC_PAGE_SECONDS * 1_000 });
  return {
    get: (id: number) => pages.get(id),
    forget: (ids: readonly number[]) => ids.forEach((id) => pages.delete(id)),
    put(id: number, body: CachedPage['body']): CachedPage {
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
      const page = { body, etag };
      pages.set(id, page);
      return page;
    },
  };
}

/** the page's caching headers; true when the reader already holds this version (the caller answers 304) */
export function revalidated(request: FastifyRequest, reply: FastifyReply, page: CachedPage): boolean {
  reply
    .header('etag', page.etag)
    .header(
      'cache-control',
      `public, max-age=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=${PUBLIC_PAGE_SECONDS * 6}`,
    );
  const held = request.headers['if-none-match'];
  return typeof held === 'string' && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag);
}

export type PublicPages = ReturnType<typeof publicPageRegistry>;

/**
 * One app's public page caches, by area: the staff routes of this node forget a row's page as soon as they change it
 * (the reader on this node sees it at once); other nodes within PUBLIC_PAGE_SECONDS.
 */
export function publicPageRegistry() {
  const byArea = new Map<string, ReturnType<typeof publicPageCache>>();
  return {
    of(area: string) {
      let cache = byArea.get(area);
      if (!cache) byArea.set(area, (cache = publicPageCache()));
      return cache;
    },
    forget: (area: string, ids: readonly number[]) => byArea.get(area)?.forget(ids),
  };
}
