import { Input, Typography } from 'antd';
import { maxLengthOf } from '@console/shared/validation/field-defs';
import type { WebKind } from './web-kind';

const shown = (value: unknown) =>
  typeof value === 'string' && value ? (
    <Typography.Text code style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    '—'
  );

// a secret address (a camera's RTSP URL): the form gets the masked address the API answers and sends it back as is
// to keep the stored password; the server never answers the password itself
export const secret: WebKind = {
  control: (field) => (
    <Input maxLength={maxLengthOf(field)} autoComplete="off" spellCheck={false} placeholder="rtsp://…" />
  ),
  cell: (_field, key, row) => shown(row[key]),
};
