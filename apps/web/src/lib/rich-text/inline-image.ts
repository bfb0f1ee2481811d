import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { RequestCancelledError } from '../api-client';
import { uploadFiles } from '../files/upload-files';
import { notify } from '../notify';

/** a picture chosen in the editor, sent to the image connector; its stored path and name, or null (already told) */
export async function uploadInlineImage(file: File): Promise<{ src: string; alt: string } | null> {
  try {
    const response = await uploadFiles({ files: [file], groups: ['image'] });
    const uploaded = response.code === SUCCESS_CODE ? response.data.entries[0] : undefined;
    if (uploaded) return { src: uploaded.path, alt: uploaded.name.replace(/\.[^.]+$/, '') };
    notify.error('Tải ảnh lên không thành công', response.message);
  } catch (error) {
    if (!(error instanceof RequestCancelledError)) notify.error('Tải ảnh lên không thành công');
  }
  return null;
}
