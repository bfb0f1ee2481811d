import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** one titled card per screen; the title is also the document title */
export function PageSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
