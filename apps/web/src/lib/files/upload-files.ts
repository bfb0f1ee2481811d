import type { UploadGroup } from '@console/shared/domain/uploads';
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

/** POST /api/files?groups=…, multipart field "files" (up to 10) → data.entries with the paths forms keep */
export function uploadFiles({ files, groups, ...options }: UploadFilesVariables) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return uploadWithProgress<{ entries: UploadedFile[] }>(FILES_URL, form, {
    ...options,
    query: { groups: groups.join(',') },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
