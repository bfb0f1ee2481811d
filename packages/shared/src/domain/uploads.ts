import { UPLOAD_MAX_FILES } from './limits.ts';

// spec §5 "Files and editor": upload groups word, excel, pdf, powerpoint, image (jpeg, png, jpg), default all of them;
// citizens' sentiments also carry videos (spec §3 attachment types: mp4, mov). POST /api/files checks the same lists.

export type UploadGroup = 'word' | 'excel' | 'pdf' | 'powerpoint' | 'image' | 'video';

export const UPLOAD_GROUP_EXTENSIONS: Record<UploadGroup, readonly string[]> = {
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
  pdf: ['pdf'],
  powerpoint: ['ppt', 'pptx'],
  image: ['jpg', 'jpeg', 'png'],
  video: ['mp4', 'mov'],
};

export const UPLOAD_GROUPS = Object.keys(UPLOAD_GROUP_EXTENSIONS) as UploadGroup[];
/** the spec's default set (documents and images); the sentiment forms add videos */
export const DOCUMENT_UPLOAD_GROUPS: readonly UploadGroup[] = ['word', 'excel', 'pdf', 'powerpoint', 'image'];

const MB = 1024 * 1024;
/** the largest file of each group */
export const UPLOAD_MAX_BYTES: Record<UploadGroup, number> = {
  word: 20 * MB,
  excel: 20 * MB,
  pdf: 20 * MB,
  powerpoint: 20 * MB,
  image: 10 * MB,
  video: 100 * MB,
};
/** all files of one request together */
export const UPLOAD_MAX_TOTAL_BYTES = 200 * MB;

export function uploadGroupOf(fileName: string): UploadGroup | null {
  const extension = extensionOf(fileName);
  return UPLOAD_GROUPS.find((group) => UPLOAD_GROUP_EXTENSIONS[group].includes(extension)) ?? null;
}

export const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';

/** the `accept` attribute of a file input limited to these groups */
export const acceptOf = (groups: readonly UploadGroup[] = UPLOAD_GROUPS) =>
  groups.flatMap((group) => UPLOAD_GROUP_EXTENSIONS[group].map((extension) => `.${extension}`)).join(',');

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const NO_FILE_MESSAGE = 'Vui lòng chọn tệp tải lên';
export const TOO_MANY_UPLOADS_MESSAGE = `Chỉ được tải lên tối đa ${UPLOAD_MAX_FILES} tệp mỗi lần`;
export const UPLOAD_TOTAL_TOO_LARGE_MESSAGE = `Tổng dung lượng các tệp không được vượt quá ${megabytes(UPLOAD_MAX_TOTAL_BYTES)}`;
export const unsupportedFileMessage = (name: string, groups: readonly UploadGroup[] = UPLOAD_GROUPS) =>
  `Tệp "${name}" không đúng định dạng cho phép (${acceptOf(groups).replaceAll(',', ', ')})`;
export const fileTooLargeMessage = (name: string, group: UploadGroup) =>
  `Tệp "${name}" vượt quá dung lượng cho phép (${megabytes(UPLOAD_MAX_BYTES[group])})`;
export const fileContentMismatchMessage = (name: string) =>
  `Nội dung tệp "${name}" không khớp với phần mở rộng của tệp`;
export const emptyFileMessage = (name: string) => `Tệp "${name}" không có nội dung`;
