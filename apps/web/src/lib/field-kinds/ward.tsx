import { WardSelect } from '../wards/ward-select';
import type { WebKind } from './web-kind';

export const ward: WebKind = {
  control: (_field, context) => (
    <WardSelect
      knownOption={context.wardOption ?? null}
      disabled={context.wardLocked}
      placeholder="Chọn xã/phường"
      style={{ width: '100%' }}
    />
  ),
  cell: (_field, _key, row) => String(row.ward_name ?? ''),
  filter: ({ value, onChange, common }) => (
    <WardSelect {...common} allowClear value={(value as number | undefined) ?? null} onChange={onChange} />
  ),
  numericFilter: true,
};
