import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/**
 * One titled card per screen; the title is also the document title. The title wraps instead of being cut, and the
 * `extra` buttons move under it when both do not fit on one line (lib/responsive.css, `.page-section`).
 */
export function PageSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Card
      className="page-section"
      title={
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="page-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
