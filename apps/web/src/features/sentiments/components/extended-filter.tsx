import { Select } from 'antd';
import type { QueryValue } from '../../../lib/api-client';

/** issue 10: extended (gia hạn) items apart from the others; the API's `extended=true|false`, empty = all */
const EXTENDED_OPTIONS = [
  { value: 'true', label: 'Đã gia hạn' },
  { value: 'false', label: 'Chưa gia hạn' },
];

/** the 'Gia hạn' filter, shared by the working list and the archive */
export function ExtendedFilter({ value, onChange }: { value: QueryValue; onChange: (value: string | null) => void }) {
  return (
    <Select
      allowClear
      placeholder="Gia hạn"
      aria-label="Gia hạn"
      value={value === 'true' || value === 'false' ? value : undefined}
      options={EXTENDED_OPTIONS}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      style={{ width: 170 }}
      data-testid="sentiment-filter-extended"
    />
  );
}
