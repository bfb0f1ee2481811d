import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { askConfirmation, showResult } from '../../../lib/result-helper';
import type { ImportResult } from '../api/import-users';
import { ImportFilePicker } from '../components/import-file-picker';
import { errorCount, ImportPreview } from '../components/import-preview';
import { ImportTemplateStep } from '../components/import-template-step';
import { ImportTransfer } from '../components/import-transfer';
import { useImportUpload } from '../components/use-import-upload';
import { USERS_PATH } from './users-path';

const PASSWORD_NOTE =
  'Tài khoản được nhập chưa có mật khẩu: dùng "Đặt lại mật khẩu" để cấp mật khẩu, hoặc người dùng tự đặt lại qua email.';

type Step = 0 | 1 | 2;

export default function UsersImportPage() {
  const navigate = useNavigate();
  const { upload, transfer, busy } = useImportUpload();
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const ready = preview !== null && preview.valid > 0 && errorCount(preview) === 0;
  const backToList = listReturnPath({ path: USERS_PATH });

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setStep(1);
  };

  const onCheck = async () => {
    if (!file) return;
    setPreview(null);
    // bad rows (400): the preview lists them; not a spreadsheet (400 'Tệp không đúng định dạng Excel (.xlsx)'), no
    // permission: no data, the server's message in the error dialog
    const result = await unlessRefused(upload(file, true), (refusal) => {
      if (!refusal.data) return false;
      setPreview(refusal.data);
      return true;
    });
    if (!result) return;
    if (!result.data) return showResult(result);
    setPreview(result.data);
    if (errorCount(result.data) === 0 && result.data.valid > 0) setStep(2);
  };

  const onImport = async () => {
    if (!file || !ready) return;
    if (!(await askConfirmation(`Nhập ${preview.valid} người dùng vào hệ thống?`))) return;
    await reportMutation(upload(file, false), {
      done: () => navigate(backToList),
      // all or nothing: rows that went bad since the check (a username taken meanwhile) come back as a new preview,
      // under the error dialog
      refused: (refusal) => {
        if (refusal.data?.errors.length) {
          setPreview(refusal.data);
          setStep(1);
        }
        return false;
      },
    });
  };

  const content = [
    <ImportTemplateStep key="template" onNext={() => setStep(1)} />,
    <Space key="check" direction="vertical" size={16} style={{ display: 'flex' }}>
      <ImportFilePicker file={file} disabled={busy !== null} onChange={onFile} />
      <Space>
        <Button type="primary" disabled={!file} loading={busy === 'check'} onClick={onCheck} data-testid="import-check">
          Kiểm tra dữ liệu
        </Button>
        {ready && <Button onClick={() => setStep(2)}>Tiếp tục</Button>}
      </Space>
      {transfer && busy === 'check' && <ImportTransfer transfer={transfer} workingLabel="Đang kiểm tra dữ liệu..." />}
      {preview && <ImportPreview result={preview} />}
    </Space>,
    ready && (
      <Space key="import" direction="vertical" size={16} style={{ display: 'flex' }}>
        <ImportPreview result={preview} />
        <Alert
          type="success"
          showIcon
          message={`Tệp "${file?.name ?? ''}" hợp lệ: sẵn sàng nhập ${preview.valid} người dùng.`}
        />
        <Space>
          <Button disabled={busy !== null} onClick={() => setStep(1)} data-testid="import-other-file">
            Chọn tệp khác
          </Button>
          <Button type="primary" loading={busy === 'import'} onClick={onImport} data-testid="import-submit">
            Nhập {preview.valid} người dùng
          </Button>
        </Space>
        {transfer && busy === 'import' && <ImportTransfer transfer={transfer} workingLabel="Đang nhập dữ liệu..." />}
      </Space>
    ),
  ];

  return (
    <PageSection
      title="Nhập người dùng từ Excel"
      extra={
        <LinkButton to={backToList} icon={<ArrowLeftOutlined />}>
          Quay lại danh sách
        </LinkButton>
      }
    >
      <Alert
        type="info"
        showIcon
        message={PASSWORD_NOTE}
        style={{ marginBottom: 24 }}
        data-testid="import-password-note"
      />
      <Steps
        current={step}
        status={step === 1 && preview && !ready ? 'error' : 'process'}
        onChange={(next) => busy === null && setStep(next as Step)}
        style={{ marginBottom: 24 }}
        data-testid="import-steps"
        items={[
          { title: 'Tải tệp mẫu', disabled: busy !== null },
          { title: 'Chọn tệp và kiểm tra', disabled: busy !== null },
          { title: 'Nhập dữ liệu', disabled: busy !== null || !ready },
        ]}
      />
      {content[step]}
    </PageSection>
  );
}
