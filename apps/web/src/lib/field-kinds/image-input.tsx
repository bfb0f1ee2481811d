import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { acceptOf, type UploadGroup } from '@console/shared/domain/uploads';
import { RequestCancelledError } from '../api-client';
import { imageSrc } from '../files/image-src';
import { uploadFiles } from '../files/upload-files';
import { notify } from '../notify';

const IMAGE_GROUPS: readonly UploadGroup[] = ['image'];

// spec §9: the preview box is 320 px high and at most 380 px wide
export const PREVIEW_STYLE = { height: 320, maxWidth: '100%', width: 380, objectFit: 'contain' as const };

interface ImageInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/** one image: chosen from the device, sent to POST /api/files at once, its path kept; shown in the preview box */
export function ImageInput({ id, value, onChange, disabled }: ImageInputProps) {
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Space direction="vertical" size="small" style={{ maxWidth: '100%' }}>
      <Image
        src={imageSrc(value, 'list')}
        alt=""
        style={PREVIEW_STYLE}
        wrapperStyle={{ maxWidth: '100%' }}
        preview={value ? { src: imageSrc(value) } : false}
        data-testid="image-preview"
      />
      <Space wrap>
        <Upload
          accept={acceptOf(IMAGE_GROUPS)}
          showUploadList={false}
          disabled={disabled || percent !== null}
          customRequest={({ file }) => {
            setPercent(0);
            uploadFiles({ files: [file as File], groups: IMAGE_GROUPS, onProgress: setPercent })
              .then((response) => {
                const uploaded = response.code === SUCCESS_CODE ? response.data.entries[0] : undefined;
                if (uploaded) onChange?.(uploaded.path);
                else notify.error('Tải ảnh lên không thành công', response.message);
              })
              .catch((error: unknown) => {
                if (!(error instanceof RequestCancelledError)) notify.error('Tải ảnh lên không thành công');
              })
              .finally(() => setPercent(null));
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={percent !== null} data-testid="image-upload">
            {percent !== null ? `Đang tải ${Math.round(percent)}%` : value ? 'Đổi ảnh' : 'Chọn ảnh'}
          </Button>
        </Upload>
        {value && !disabled && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="image-remove">
            Xoá ảnh
          </Button>
        )}
      </Space>
    </Space>
  );
}
