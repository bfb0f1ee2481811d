import { theme } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, usePageTitle } from '../../../lib/use-page-title';

/**
 * The frame of the sign-in screens. Plain elements styled from the theme tokens instead of antd Card and
 * Typography: those two alone would add about 55 KB gzip to the first screen a user downloads.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        // the padding inside the 100vh, or every sign-in screen scrolls by 32 px
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 50%, #f6ffed 100%)',
      }}
    >
      <main
        style={{
          width: '100%',
          maxWidth: 420,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: '0 8px 24px rgba(0, 0, 0, 0.08)',
          fontFamily: token.fontFamily,
          color: token.colorText,
        }}
      >
        <div style={{ textAlign: 'center', color: token.colorTextSecondary }}>{PRODUCT_NAME}</div>
        <h1 style={{ textAlign: 'center', margin: '4px 0 20px', fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
