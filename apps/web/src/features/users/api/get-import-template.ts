import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/download-file';

export const IMPORT_TEMPLATE_URL = '/api/admin/configs/file';
export const IMPORT_TEMPLATE_FILE_NAME = 'mau-nhap-nguoi-dung.xlsx';

/** GET /api/admin/configs/file: the template itself (.xlsx), with the roles the caller may give on its second sheet */
export function getImportTemplate() {
  return fetchFile(IMPORT_TEMPLATE_URL);
}

export function useImportTemplate() {
  return useMutation({ mutationFn: getImportTemplate });
}
