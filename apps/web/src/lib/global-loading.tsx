import { Spin } from 'antd';

export const LOADING_TEXT = 'Đang tải...';

/** spec §2 Shell: the global loading overlay, shown while a lazy screen or the profile loads */
export function GlobalLoading({ delay = 0 }: { delay?: number }) {
  return <Spin fullscreen spinning delay={delay} tip={LOADING_TEXT} data-testid="global-loading" />;
}
