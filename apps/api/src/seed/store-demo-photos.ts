import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { attachmentType } from '@console/shared/domain/sentiments';
import type { Tx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { filePath } from '../modules/files/file-names.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';

/** uploads as POST /api/files leaves them (PNG pictures unless a `mime` says otherwise): the bytes under the file's id, one `files` row each; answers the paths */
export async function storePhotos(
  tx: Tx,
  photos: { name: string; draw: () => Buffer; mime?: string }[],
  ownerId: number | null,
  at: Date,
  storage: FileStorage | undefined,
) {
  const stored = photos.map((photo) => ({
    id: randomUUID(),
    name: photo.name,
    bytes: photo.draw(),
    mime: photo.mime ?? 'image/png',
  }));
  // the bytes first: a failed seed leaves unreferenced files at worst, never a row without its bytes
  if (storage) for (const file of stored) await storage.put(file.id, Readable.from([file.bytes]));
  await tx.insert(files).values(
    stored.map((file) => ({
      id: file.id,
      ownerId,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      type: attachmentType(file.name),
      createdAt: at,
    })),
  );
  return stored.map((file, position) => ({
    path: filePath(file.id, file.name),
    name: file.name,
    type: attachmentType(file.name),
    position,
  }));
}
