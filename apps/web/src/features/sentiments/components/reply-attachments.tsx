import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { SUCCESS_CODE, UPLOAD_MAX_FILES } from '@console/shared/domain/limits';
import {
  acceptOf,
  DOCUMENT_UPLOAD_GROUPS,
  fileTooLargeMessage,
  unsupportedFileMessage,
  UPLOAD_MAX_BYTES,
  uploadGroupOf,
} from '@console/shared/domain/uploads';
import { tooManyFilesMessage } from '@console/shared/forms/sentiment';
import type { UploadedFile } from '@console/shared/sentiment-types';
import { RequestCancelledError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { showValidationError } from '../../../lib/result-helper';
import { uploadFiles } from '../api/upload-files';

/** spec §5: complete accepts word, excel, pdf, powerpoint and images (jpeg, png, jpg) */
const GROUPS = DOCUMENT_UPLOAD_GROUPS;
export const REPLY_ATTACHMENTS_HINT = `Word, Excel, PDF, PowerPoint, ảnh (jpg, jpeg, png); tối đa ${UPLOAD_MAX_FILES} tệp`;
const UPLOAD_FAILED_MESSAGE = 'Tải tệp lên không thành công';

/** an antd upload entry whose server answer is kept in `response` */
export type ReplyUploadFile = UploadFile<UploadedFile>;

/** the paths of the files that finished uploading: what media_result carries */
export const uploadedPaths = (files: ReplyUploadFile[]) =>
  files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.path] : []));
export const isUploading = (files: ReplyUploadFile[]) => files.some((file) => file.status === 'uploading');

/** the reason a chosen file is refused before it is sent (the server checks the same again), or null */
function refusalOf(file: File): string | null {
  const group = uploadGroupOf(file.name);
  if (!group || !GROUPS.includes(group)) return unsupportedFileMessage(file.name, GROUPS);
  if (file.size > UPLOAD_MAX_BYTES[group]) return fileTooLargeMessage(file.name, group);
  return null;
}

interface ReplyAttachmentsProps {
  files: ReplyUploadFile[];
  onChange: (files: ReplyUploadFile[]) => void;
}

/** each chosen file goes to POST /api/files at once, with its progress; at most 10 */
export function ReplyAttachments({ files, onChange }: ReplyAttachmentsProps) {
  return (
    <Upload<UploadedFile>
      multiple
      accept={acceptOf(GROUPS)}
      fileList={files}
      beforeUpload={(file, chosen) => {
        const refused = refusalOf(file);
        if (refused) {
          showValidationError(refused);
          return Upload.LIST_IGNORE;
        }
        const position = files.length + chosen.indexOf(file) + 1;
        if (position > UPLOAD_MAX_FILES) {
          // one dialog for the batch: at the first file over the limit
          if (position === UPLOAD_MAX_FILES + 1) showValidationError(tooManyFilesMessage);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        uploadFiles({ files: [file as File], groups: GROUPS, onProgress: (percent) => onProgress?.({ percent }) })
          .then((response) => {
            const uploaded = response.code === SUCCESS_CODE ? response.data.entries[0] : undefined;
            if (uploaded) return onSuccess?.(uploaded);
            notify.error(UPLOAD_FAILED_MESSAGE, response.message);
            onError?.(new Error(response.message));
          })
          .catch((error: unknown) => {
            if (!(error instanceof RequestCancelledError)) onError?.(error as Error);
          });
      }}
      onChange={({ fileList }) => onChange(fileList)}
      data-testid="reply-attachments"
    >
      <Button icon={<UploadOutlined />} disabled={files.length >= UPLOAD_MAX_FILES} data-testid="reply-attach">
        Chọn tệp đính kèm
      </Button>
    </Upload>
  );
}
