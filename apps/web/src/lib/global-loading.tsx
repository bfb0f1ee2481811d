import type { CSSProperties } from 'react';

export const LOADING_TEXT = 'Đang tải...';

/**
 * spec §2 Shell: the global loading overlay, shown while a lazy screen or the profile loads. Drawn with the boot
 * screen's own styles from index.html (no antd), because it shows before antd has arrived: on the way from the login
 * page to the first admin screen, antd itself is what is loading.
 */
export function GlobalLoading({ delay = 0 }: { delay?: number }) {
  return (
    <div
      className="boot boot-overlay"
      role="status"
      aria-live="polite"
      data-testid="global-loading"
      style={{ '--boot-delay': `${delay}ms` } as CSSProperties}
    >
      <div className="boot-spinner" aria-hidden="true" />
      <div>{LOADING_TEXT}</div>
    </div>
  );
}
