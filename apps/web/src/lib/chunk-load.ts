import { CHUNK_TIMEOUT_MS } from '@console/shared/domain/limits';

// spec §8: a lazy screen that does not arrive is a ChunkLoadError (timeout 120 s); a stylesheet that does not
// arrive is CSS_CHUNK_LOAD_FAILED
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' = 'CHUNK_LOAD_FAILED',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const DYNAMIC_IMPORT_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return DYNAMIC_IMPORT_FAILURES.some((pattern) => pattern.test(error.message));
}

/** wraps a dynamic import: a rejection or a 120 s silence both become a ChunkLoadError */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${CHUNK_TIMEOUT_MS} ms`)),
      CHUNK_TIMEOUT_MS,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        const code = /css/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
        reject(new ChunkLoadError(message, code, { cause: error }));
      },
    );
  });
}
