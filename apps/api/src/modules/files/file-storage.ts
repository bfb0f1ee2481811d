import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live. Keys are the files' UUIDs; the metadata (name, type, size, owner) is in
 * the `files` table. Local disk today; an object-storage driver (S3 PutObject/GetObject with a Range header,
 * DeleteObject) implements the same three calls.
 */
export interface FileStorage {
  /** stores the whole stream under `key`; on any error nothing is left behind and the promise rejects */
  put(key: string, body: Readable): Promise<void>;
  /** the bytes (inclusive range when given), or null when the key holds nothing */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** removes the key; a missing key is not an error */
  delete(key: string): Promise<void>;
  /** rejects when the storage cannot take files now (the readiness probe, GET /api/ready) */
  check(): Promise<void>;
}

/** `${root}/<first 2 chars of the key>/<key>`: at most 256 entries per directory level for any number of files */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9-]{8,}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // written beside the target and renamed when complete, so a reader never sees half a file
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
