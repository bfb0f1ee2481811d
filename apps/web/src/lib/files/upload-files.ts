import { DOCUMENT_UPLOAD_GROUPS, type UploadGroup } from '@console/shared/domain/uploads';
import type { UploadedFile } from '@console/shared/sentiment-types';
import { uploadWithProgress } from '../upload-with-progress';

export const FILES_URL = '/api/files';

export interface UploadFilesVariables {
  files: File[];
  /** the groups the form accepts (?groups=word,excel,…); the server refuses others */
  groups: readonly UploadGroup[];
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

// a 20 MB document on a slow line takes longer than the usual 30 s
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Where a form's files go (spec §7 "File upload: three connector endpoints"): images to /api/connector/images,
 * videos to /api/connector/videos, documents to /api/connector/files?groups=…; a mix of videos and documents (a
 * sentiment's reply) to the general POST /api/files?groups=….
 */
export function uploadTarget(groups: readonly UploadGroup[]): { url: string; query?: { groups: string } } {
  const only = (group: UploadGroup) => groups.length > 0 && groups.every((g) => g === group);
  if (only('image')) return { url: '/api/connector/images' };
  if (only('video')) return { url: '/api/connector/videos' };
  const query = { groups: groups.join(',') };
  if (groups.every((group) => DOCUMENT_UPLOAD_GROUPS.includes(group))) return { url: '/api/connector/files', query };
  return { url: FILES_URL, query };
}

/** the form's files (multipart field "files", up to 10) → data.entries with the paths forms keep */
export function uploadFiles({ files, groups, ...options }: UploadFilesVariables) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const { url, query } = uploadTarget(groups);
  return uploadWithProgress<{ entries: UploadedFile[] }>(url, form, {
    ...options,
    query,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
