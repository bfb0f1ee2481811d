import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { saveBlob } from '../../../lib/download-file';
import { reportMutation } from '../../../lib/envelope-mutation';
import { askConfirmation, showResult, showValidationError } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { IMPORT_TEMPLATE_FILE_NAME, useImportTemplate } from '../api/get-import-template';
import { IMPORT_TEMPLATE_MAX_BYTES, useUploadImportTemplate } from '../api/upload-import-template';

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
        <TemplateUpload />
        <Button type="primary" onClick={onNext} data-testid="import-next">
          Tiếp tục
        </Button>
      </Space>
    </Space>
  );
}

/**
 * 'Tải lên mẫu mới': the template every unit downloads is replaced by the chosen .xlsx, after a confirmation. Shown to
 * importers with the system-wide scope only, the ones the server lets change it.
 */
function TemplateUpload() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const uploading = useUploadImportTemplate();
  if (!ability.can('import', 'users') || user?.role.scope !== 'all') return null;

  const onFile = async (file: File) => {
    if (file.size > IMPORT_TEMPLATE_MAX_BYTES) return showValidationError('Tệp mẫu không được vượt quá 2 MB');
    if (!(await askConfirmation(`Thay tệp mẫu dùng chung cho mọi đơn vị bằng tệp "${file.name}"?`))) return;
    await reportMutation(uploading.mutateAsync(file));
  };

  return (
    <Upload
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      multiple={false}
      showUploadList={false}
      disabled={uploading.isPending}
      beforeUpload={(file) => {
        void onFile(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading.isPending} data-testid="import-template-upload">
        Tải lên mẫu mới
      </Button>
    </Upload>
  );
}
