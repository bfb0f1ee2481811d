import { Spin } from 'antd';
import { Outlet, useNavigation } from 'react-router';
import { LOADING_TEXT } from '../lib/global-loading';

/** every screen sits under this: the global 'Đang tải...' overlay covers lazy screens and the profile load */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      <Spin fullscreen spinning={navigation.state === 'loading'} delay={150} tip={LOADING_TEXT} />
      <Outlet />
    </>
  );
}
