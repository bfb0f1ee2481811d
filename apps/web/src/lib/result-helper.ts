import { Modal } from 'antd';
import type { ModalFuncProps } from 'antd';
import { createElement } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';

interface ModalApi {
  success: (props: ModalFuncProps) => unknown;
  error: (props: ModalFuncProps) => unknown;
  confirm: (props: ModalFuncProps) => unknown;
}

let modalApi: ModalApi = Modal;

/** called by <NotifyHost/> so popups follow the ConfigProvider locale and theme */
export function bindModalApi(api: ModalApi) {
  modalApi = api;
}

export interface ResultLike {
  code: number;
  message: string;
}

/**
 * spec §8 result helper: a popup with the response message, success icon when code is 200, error icon otherwise;
 * the follow-up (usually a navigation) runs only on success, once the popup is closed.
 */
export function showResult(result: ResultLike, onSuccess?: () => void) {
  const ok = result.code === SUCCESS_CODE;
  const open = ok ? modalApi.success : modalApi.error;
  open({
    title: ok ? 'Thành công' : 'Không thành công',
    content: createElement(
      'span',
      { 'data-testid': 'result-message' },
      result.message || (ok ? 'Thành công' : 'Đã có lỗi xảy ra'),
    ),
    okText: 'Đóng',
    okButtonProps: { 'data-testid': 'result-ok' },
    className: ok ? 'result-dialog result-dialog-success' : 'result-dialog result-dialog-error',
    onOk: ok ? onSuccess : undefined,
  });
}

/** validation failures found in the browser use the same dialog as the server's 400 (spec §5) */
export function showValidationError(message: string) {
  showResult({ code: 400, message });
}

/** spec §5: a question before a save, answered 'Đồng ý!' (true) or 'Không đồng ý!' (false, also on Esc) */
export function askConfirmation(title: string): Promise<boolean> {
  return new Promise((resolve) => {
    modalApi.confirm({
      title,
      okText: 'Đồng ý!',
      cancelText: 'Không đồng ý!',
      okButtonProps: { 'data-testid': 'confirm-ok' } as ModalFuncProps['okButtonProps'],
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ModalFuncProps['cancelButtonProps'],
      className: 'confirm-dialog',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
