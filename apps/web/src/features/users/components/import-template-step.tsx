import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { saveBlob } from '../../../lib/download-file';
import { showResult } from '../../../lib/result-helper';
import { IMPORT_TEMPLATE_FILE_NAME, useImportTemplate } from '../api/get-import-template';

/** step 1: the template, with how to fill it in */
export function ImportTemplateStep({ onNext }: { onNext: () => void }) {
  const template = useImportTemplate();

  const onDownload = async () => {
    const answer = await template.mutateAsync();
    if (!answer) return;
    if ('blob' in answer) saveBlob(answer.blob, IMPORT_TEMPLATE_FILE_NAME);
    else showResult(answer.envelope);
  };

  return (
    <Space direction="vertical" size={16} style={{ display: 'flex' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Tải tệp mẫu rồi điền mỗi người dùng trên một dòng; các cột có dấu (*) là bắt buộc. Cột &quot;Vai trò&quot; nhận
        mã vai trò liệt kê ở trang tính &quot;Vai trò&quot; của tệp mẫu, cột &quot;Mã xã/phường&quot; nhận mã đơn vị
        hành chính. Xoá dòng ví dụ trước khi nhập. Nếu đã có tệp, chuyển sang bước tiếp theo.
      </Typography.Paragraph>
      <Space>
        <Button
          icon={<DownloadOutlined />}
          loading={template.isPending}
          onClick={onDownload}
          data-testid="import-template"
        >
          Tải tệp mẫu
        </Button>
        <Button type="primary" onClick={onNext} data-testid="import-next">
          Tiếp tục
        </Button>
      </Space>
    </Space>
  );
}
