import { Input } from 'antd';
import { maxLengthOf } from '@console/shared/validation/field-defs';
import type { WebKind } from './web-kind';

export const password: WebKind = {
  control: (field) => <Input.Password maxLength={maxLengthOf(field)} autoComplete="new-password" />,
  cell: () => '••••••',
};
