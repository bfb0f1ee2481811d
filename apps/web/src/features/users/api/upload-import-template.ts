import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

export const UPLOAD_IMPORT_TEMPLATE_URL = '/api/admin/configs/upload-file';
/** the server's limit for a template (apps/api import-template.ts) */
export const IMPORT_TEMPLATE_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadedTemplate {
  name: string;
  size: number;
  uploaded_at: string;
}

/**
 * PUT /api/admin/configs/upload-file, multipart field 'file': one .xlsx whose header row is the import's columns
 * becomes the template GET /api/admin/configs/file gives every importer. Only accounts with the system-wide scope.
 */
export function uploadImportTemplate(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.put<UploadedTemplate | null>(UPLOAD_IMPORT_TEMPLATE_URL, form);
}

export function useUploadImportTemplate() {
  return useEnvelopeMutation({ mutationFn: uploadImportTemplate });
}
