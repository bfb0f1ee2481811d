import { useMemo, useState } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChosenNames } from '../api/get-chosen-names';
import { useRecipientUnits, type UnitLevel, type UnitRow } from '../api/list-recipient-units';
import { SearchableMultiSelect, unnamedIds, type Option } from './searchable-multi-select';

const distinct = (values: unknown[]) => new Set(values.filter(Boolean)).size;

/**
 * 'Xã A — Huyện B' when several districts' wards are listed, 'Thôn Đồng Tâm — Xã A' when several wards' villages are:
 * same-named units must be told apart; a ward officer sees plain names (their ward's villages only).
 */
export function unitOptions(level: UnitLevel, rows: UnitRow[]): Option[] {
  const parentOf = (row: UnitRow): string | null | undefined => {
    if (level === 'villages') return distinct(rows.map((r) => r.ward_name)) > 1 ? row.ward_name : null;
    if (level === 'wards') {
      if (distinct(rows.map((r) => r.district_name)) > 1) return row.district_name;
      return distinct(rows.map((r) => r.province_name)) > 1 ? row.province_name : null;
    }
    return null;
  };
  return rows.map((row) => {
    const parent = parentOf(row);
    return { value: row.id, label: parent ? `${row.name} — ${parent}` : row.name };
  });
}

interface UnitMultiSelectProps {
  level: UnitLevel;
  id?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  /** villages: only those of this ward (the one ward chosen) */
  wardId?: number | null;
  placeholder: string;
  'data-testid'?: string;
}

/** several units of one level, searched among the caller's units (the API answers no others) */
export function UnitMultiSelect({ level, wardId = null, ...rest }: UnitMultiSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const units = useRecipientUnits(level, debounced, wardId);
  const rows = units.data?.code === SUCCESS_CODE ? units.data.data.entries : null;
  const options = useMemo(() => unitOptions(level, rows ?? []), [level, rows]);
  const known = useChosenNames(level, unnamedIds(rest.value, options, rows !== null && debounced === ''));
  return (
    <SearchableMultiSelect {...rest} options={options} known={known} onSearch={setKeyword} loading={units.isFetching} />
  );
}
