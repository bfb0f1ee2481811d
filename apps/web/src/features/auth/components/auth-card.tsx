import type { ReactNode } from 'react';
import { PRODUCT_NAME, usePageTitle } from '../../../lib/use-page-title';
import '../../../app/plain-screens.css';
import './auth-card.css';

/**
 * The frame of the sign-in screens, in plain elements: the login page is drawn before antd is downloaded (a
 * commune's mobile link takes seconds for antd alone), and the other sign-in screens share its look.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth-frame plain-root">
      <main className="auth-card">
        <div className="auth-product">{PRODUCT_NAME}</div>
        <h1 className="auth-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
