import { InboxOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { showValidationError } from '../../../lib/result-helper';
import { IMPORT_MAX_BYTES } from '../api/import-users';

interface ImportFilePickerProps {
  file: File | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

const TOO_LARGE_MESSAGE = 'Tệp không được lớn hơn 20 MB';

/**
 * One .xlsx, kept in the browser until 'Kiểm tra dữ liệu': the picker never uploads by itself. The format is not
 * checked here (a dropped file ignores `accept`): the server reads the file and says when it is not a spreadsheet.
 */
export function ImportFilePicker({ file, disabled, onChange }: ImportFilePickerProps) {
  const fileList: UploadFile[] = file ? [{ uid: 'import-file', name: file.name, size: file.size, status: 'done' }] : [];
  return (
    <Upload.Dragger
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      multiple={false}
      maxCount={1}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={(chosen) => {
        if (chosen.size > IMPORT_MAX_BYTES) {
          showValidationError(TOO_LARGE_MESSAGE);
          return Upload.LIST_IGNORE;
        }
        onChange(chosen);
        return false;
      }}
      onRemove={() => onChange(null)}
      data-testid="import-file"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Kéo thả tệp vào đây hoặc bấm để chọn tệp</p>
      <p className="ant-upload-hint">Một tệp Excel (.xlsx) theo tệp mẫu, tối đa 20 MB</p>
    </Upload.Dragger>
  );
}
