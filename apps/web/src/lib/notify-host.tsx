import { Modal, notification } from 'antd';
import { Fragment, useEffect } from 'react';
import { TOAST_DURATION_MS } from '@console/shared/domain/limits';
import { bindNoticeDisplay, GENERAL_TOAST_CONFIG, SOCKET_TOAST_CONFIG } from './notify';
import { bindModalApi } from './result-helper';

/** mounts the two toast corners and the popup holder inside ConfigProvider (locale vi_VN, theme) */
export function NotifyHost() {
  const [general, generalHolder] = notification.useNotification(GENERAL_TOAST_CONFIG);
  const [socket, socketHolder] = notification.useNotification(SOCKET_TOAST_CONFIG);
  const [modal, modalHolder] = Modal.useModal();

  useEffect(() => {
    bindModalApi(modal);
    return bindNoticeDisplay(({ corner, kind, notice }) => {
      const instance = corner === 'socket' ? socket : general;
      instance[kind]({
        ...notice,
        placement: corner === 'socket' ? 'topRight' : 'bottomRight',
        duration: TOAST_DURATION_MS / 1000,
      });
    }, socket.destroy);
  }, [general, socket, modal]);

  return (
    <>
      <Fragment key="general">{generalHolder}</Fragment>
      <Fragment key="socket">{socketHolder}</Fragment>
      <Fragment key="modal">{modalHolder}</Fragment>
    </>
  );
}
