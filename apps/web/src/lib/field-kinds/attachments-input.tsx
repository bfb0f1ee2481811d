import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { MAX_ATTACHMENTS, type Attachment } from '@console/shared/field-kinds/attachments';
import { acceptOf, UPLOAD_GROUPS, type UploadGroup } from '@console/shared/domain/uploads';
import { imageSrc } from '../files/image-src';
import { uploadFiles } from '../files/upload-files';
import { notify } from '../notify';

interface AttachmentsInputProps {
  id?: string;
  value?: Attachment[] | null;
  onChange?: (value: Attachment[]) => void;
  groups?: readonly UploadGroup[];
  max?: number;
}

const asUploadFile = (file: Attachment): UploadFile => ({
  uid: file.path,
  name: file.name,
  status: 'done',
  url: file.path,
  // a picture's small copy, shown by the gallery's list (a slow link never loads the full photos to list them)
  thumbUrl: imageSrc(file.path, 'thumb'),
});

/** a field taking pictures only (a gallery): shown as thumbnails */
export const picturesOnly = (groups: readonly UploadGroup[] | undefined) =>
  groups !== undefined && groups.length > 0 && groups.every((group) => group === 'image');

/** up to 10 files of the field's groups (spec §5), each sent to POST /api/files as soon as it is chosen */
export function AttachmentsInput({
  id,
  value,
  onChange,
  groups = UPLOAD_GROUPS,
  max = MAX_ATTACHMENTS,
}: AttachmentsInputProps) {
  const files = value ?? [];
  const [sending, setSending] = useState<UploadFile[]>([]);
  // several files chosen at once finish one by one: each adds to the files as they are by then, not as they were
  // when it was chosen (the second answer would otherwise replace the first)
  const latest = useRef(files);
  latest.current = files;
  return (
    <Upload
      multiple
      listType={picturesOnly(groups) ? 'picture' : 'text'}
      accept={acceptOf(groups)}
      fileList={[...files.map(asUploadFile), ...sending]}
      onRemove={(removed) => onChange?.(files.filter((file) => file.path !== removed.uid))}
      customRequest={({ file }) => {
        const chosen = file as File & { uid: string };
        if (files.length + sending.length >= max) return notify.error(`Tối đa ${max} tệp`);
        setSending((current) => [...current, { uid: chosen.uid, name: chosen.name, status: 'uploading' }]);
        void uploadFiles({ files: [chosen], groups })
          .then((response) => {
            const uploaded = response.code === SUCCESS_CODE ? response.data.entries[0] : undefined;
            if (uploaded) {
              latest.current = [...latest.current, { path: uploaded.path, name: uploaded.name, size: uploaded.size }];
              onChange?.(latest.current);
            } else notify.error('Tải tệp lên không thành công', response.message);
          })
          .catch(() => undefined)
          .finally(() => setSending((current) => current.filter((item) => item.uid !== chosen.uid)));
      }}
    >
      <Button id={id} icon={<UploadOutlined />} disabled={files.length >= max}>
        Chọn tệp đính kèm
      </Button>
    </Upload>
  );
}
