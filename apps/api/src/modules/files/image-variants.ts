import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FileStorage } from './file-storage.ts';
import type { StoredUpload } from './receive-uploads.ts';

/** the smaller copies of a picture, by the width they fit: a list's thumbnail, a detail or a phone's full screen */
export const IMAGE_VARIANTS = { thumb: 320, list: 960 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const isImageVariant = (value: unknown): value is ImageVariant =>
  typeof value === 'string' && value in IMAGE_VARIANTS;

/** where a variant's bytes are kept: beside the original's key */
export const variantKey = (id: string, variant: ImageVariant) => `${id}-${variant}`;

// a 10 MB photo of 50 megapixels is refused rather than decoded into gigabytes of memory
const LIMIT_INPUT_PIXELS = 50_000_000;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An uploaded picture made fit to publish (issue 12): turned upright and written again without its metadata (EXIF,
 * including where it was taken — a resident's house), and its smaller WebP copies made, so lists never load the
 * full photo on a slow link. A picture sharp cannot read is kept as it came, without copies (its first bytes were
 * checked already; a browser will not show it either). Answers the upload with its new size and the copies' sizes.
 */
export async function prepareImage(
  storage: FileStorage,
  file: StoredUpload,
): Promise<StoredUpload & { variants: Partial<Record<ImageVariant, number>> | null }> {
  if (file.type !== 'image') return { ...file, variants: null };
  const stored = await storage.get(file.id);
  if (!stored) return { ...file, variants: null };
  const original = await bytesOf(stored);
  let cleaned: Buffer;
  const copies: [ImageVariant, Buffer][] = [];
  try {
    const image = sharp(original, { failOn: 'error', limitInputPixels: LIMIT_INPUT_PIXELS }).rotate();
    cleaned = await (file.mime === 'image/png' ? image.clone().png() : image.clone().jpeg({ quality: 88 })).toBuffer();
    for (const [variant, width] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, number][]) {
      const copy = await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
      copies.push([variant, copy]);
    }
  } catch {
    return { ...file, variants: null };
  }
  await storage.put(file.id, Readable.from([cleaned]));
  for (const [variant, copy] of copies) await storage.put(variantKey(file.id, variant), Readable.from([copy]));
  return { ...file, size: cleaned.length, variants: Object.fromEntries(copies.map(([v, copy]) => [v, copy.length])) };
}

/** removes a file's bytes and its copies */
export async function deleteStored(storage: FileStorage, id: string) {
  await Promise.all([
    storage.delete(id),
    ...Object.keys(IMAGE_VARIANTS).map((v) => storage.delete(variantKey(id, v as ImageVariant))),
  ]);
}
