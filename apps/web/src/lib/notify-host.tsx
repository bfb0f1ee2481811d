import { Modal, notification } from 'antd';
import { Fragment, useEffect } from 'react';
import { bindNotificationInstances, GENERAL_TOAST_CONFIG, SOCKET_TOAST_CONFIG } from './notify';
import { bindModalApi } from './result-helper';

/** mounts the two toast corners and the popup holder inside ConfigProvider (locale vi_VN, theme) */
export function NotifyHost() {
  const [general, generalHolder] = notification.useNotification(GENERAL_TOAST_CONFIG);
  const [socket, socketHolder] = notification.useNotification(SOCKET_TOAST_CONFIG);
  const [modal, modalHolder] = Modal.useModal();

  useEffect(() => {
    bindNotificationInstances({ general, socket });
    bindModalApi(modal);
  }, [general, socket, modal]);

  return (
    <>
      <Fragment key="general">{generalHolder}</Fragment>
      <Fragment key="socket">{socketHolder}</Fragment>
      <Fragment key="modal">{modalHolder}</Fragment>
    </>
  );
}
