import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { SUCCESS_CODE, UPLOAD_MAX_FILES } from '@console/shared/domain/limits';
import { acceptOf, type UploadGroup } from '@console/shared/domain/uploads';
import type { ChildList } from '@console/shared/resources/child-lists';
import { RequestCancelledError } from '../../lib/api-client';
import { uploadFiles } from '../../lib/files/upload-files';
import { notify } from '../../lib/notify';

const IMAGE_GROUPS: readonly UploadGroup[] = ['image'];

/**
 * Several photos chosen at once: sent to the images connector in groups of the upload limit, then added to the row
 * in the order chosen (one request for all of them). `add` answers once the server has kept them.
 */
export function ChildUpload({
  def,
  imageField,
  add,
}: {
  def: ChildList;
  imageField: string;
  add: (items: Record<string, unknown>[]) => Promise<unknown>;
}) {
  const [percent, setPercent] = useState<number | null>(null);

  async function send(files: File[]) {
    if (files.length > def.maxPerRequest)
      return notify.error(`Mỗi lần chỉ thêm được tối đa ${def.maxPerRequest} ${def.label}`);
    setPercent(0);
    try {
      const paths: string[] = [];
      for (let start = 0; start < files.length; start += UPLOAD_MAX_FILES) {
        const group = files.slice(start, start + UPLOAD_MAX_FILES);
        const response = await uploadFiles({
          files: group,
          groups: IMAGE_GROUPS,
          onProgress: (done) => setPercent(((start + (done / 100) * group.length) / files.length) * 100),
        });
        if (response.code !== SUCCESS_CODE) return notify.error('Tải ảnh lên không thành công', response.message);
        paths.push(...response.data.entries.map((file) => file.path));
      }
      await add(paths.map((path) => ({ [imageField]: path })));
    } catch (error) {
      if (!(error instanceof RequestCancelledError)) notify.error('Tải ảnh lên không thành công');
    } finally {
      setPercent(null);
    }
  }

  return (
    <Upload
      accept={acceptOf(IMAGE_GROUPS)}
      multiple
      showUploadList={false}
      disabled={percent !== null}
      // antd asks once per file with the whole choice: the first call sends them all, none is uploaded by antd
      beforeUpload={(file, chosen) => {
        if (file === chosen[0]) void send(chosen as File[]);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={percent !== null} data-testid="children-upload">
        {percent !== null ? `Đang tải ${Math.round(percent)}%` : `Thêm ${def.label}`}
      </Button>
    </Upload>
  );
}
