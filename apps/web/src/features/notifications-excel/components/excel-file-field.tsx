import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../../../lib/download-file';
import { uploadFiles } from '../../../lib/files/upload-files';
import { notify } from '../../../lib/notify';
import { showResult } from '../../../lib/result-helper';
import { EXCEL_URL } from '../api/excel-keys';

interface ExcelFileFieldProps {
  value?: Attachment[] | null;
  onChange?: (value: Attachment[]) => void;
}

/** the template: column A for the recipient, example columns ho_ten, so_tien, han_nop */
async function downloadTemplate() {
  const answer = await fetchFile(`${EXCEL_URL}/template`);
  if (!answer) return;
  if ('blob' in answer) saveBlob(answer.blob, 'mau-thong-bao-excel.xlsx');
  else showResult(answer.envelope);
}

/** the recipients sheet: uploaded at once through POST /api/files (the excel group), kept as its path */
export function ExcelFileField({ value, onChange }: ExcelFileFieldProps) {
  const [uploading, setUploading] = useState(false);
  const current = value?.[0];

  async function upload(file: File) {
    setUploading(true);
    try {
      const answer = await uploadFiles({ files: [file], groups: ['excel'] });
      const [uploaded] = answer.data?.entries ?? [];
      if (answer.code !== 200 || !uploaded) return showResult(answer);
      onChange?.([{ path: uploaded.path, name: uploaded.name, size: uploaded.size }]);
      notify.success('Đã tải tệp lên, bấm "Lưu và kiểm tra" để xem các dòng');
    } catch {
      // the network toast has been shown
    } finally {
      setUploading(false);
    }
  }

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid="excel-upload">
            {current ? 'Chọn tệp khác' : 'Chọn tệp .xlsx'}
          </Button>
        </Upload>
        <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
          Tải tệp mẫu
        </Button>
      </Space>
      {current && (
        <Typography.Text data-testid="excel-file-name" style={{ overflowWrap: 'anywhere' }}>
          <FileExcelOutlined /> {current.name}
        </Typography.Text>
      )}
    </Space>
  );
}
