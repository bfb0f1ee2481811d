import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { userKeys } from './user-keys';

export interface ImportRowError {
  /** the row of the sheet, header = 1 */
  line: number;
  message: string;
}

/** data of POST /api/admin/import-users, for the preview (dry_run) and the import itself */
export interface ImportResult {
  total: number;
  valid: number;
  imported: number;
  errors: ImportRowError[];
}

export const IMPORT_USERS_URL = '/api/admin/import-users';
/** the server's multipart limit (apps/api app.ts) */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
// a 20 MB sheet on a slow line, then every row checked against the database: more than the usual 30 s
const IMPORT_TIMEOUT_MS = 120_000;

export interface ImportUsersVariables {
  file: File;
  /** true: check every row and store nothing (the validation preview) */
  dryRun: boolean;
  onProgress?: (percent: number) => void;
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * POST /api/admin/import-users[?dry_run=true], multipart field 'file'. The envelope's data is the result, also on a
 * 400 for bad rows (nothing stored); null data for a file that is not a spreadsheet.
 */
export function importUsers({ file, dryRun, ...progress }: ImportUsersVariables) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<ImportResult | null>(IMPORT_USERS_URL, form, {
    query: dryRun ? { dry_run: 'true' } : undefined,
    timeoutMs: IMPORT_TIMEOUT_MS,
    ...progress,
  });
}

/** a refusal rejects with EnvelopeError, whose envelope still carries the rows (see the import screen) */
export function useImportUsers() {
  return useEnvelopeMutation({
    mutationFn: importUsers,
    invalidates: (variables) => (variables.dryRun ? [] : [userKeys.lists()]),
  });
}
