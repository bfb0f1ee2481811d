import { attachmentType } from '@console/shared/domain/sentiments';
import { SENTIMENT_LABELS } from '@console/shared/forms/sentiment';
import { formatMessage } from '@console/shared/validation/messages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileIdFromPath } from '../files/file-names.ts';

// media_result (spec §3) carries paths of files uploaded with POST /api/files: /api/files/{uuid}/{name}. Only files
// that exist in the `files` table are accepted, so a reply cannot point at an arbitrary address.

export interface ResultFile {
  path: string;
  name: string;
  type: 'image' | 'video' | 'file';
  position: number;
}

/** the uploaded files named by the paths, in the given order, each once; an unknown path → 400 */
export async function resultFiles(db: Db, paths: string[]): Promise<ResultFile[]> {
  const invalid = new AppError('VALIDATION', formatMessage(SENTIMENT_LABELS.media_result));
  const ids = [...new Set(paths.map(fileIdFromPath))];
  if (ids.some((id) => id === null)) throw invalid;
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(inArray(files.id, ids as string[]));
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row.name]));
  if (byId.size !== ids.length) throw invalid;
  // stored in the canonical form the file route serves, whatever form (relative, absolute) the form sent
  return (ids as string[]).map((id, position) => {
    const name = byId.get(id)!;
    return { path: `/api/files/${id}/${encodeURIComponent(name)}`, name, type: attachmentType(name), position };
  });
}
