import { useMemo, useState } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { ROLES } from '@console/shared/domain/roles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChosenNames } from '../api/get-chosen-names';
import { usePeopleSearch, type PersonRow } from '../api/search-people';
import { SearchableMultiSelect, unnamedIds } from './searchable-multi-select';

const roleName = (roleId: number) => ROLES.find((role) => role.id === roleId)?.name;

/** 'Lò Thị Mai (yte1) · Cán bộ y tế': the name, the account and the role, to tell two Mai apart */
export function personLabel(person: PersonRow): string {
  const name = person.full_name?.trim();
  const who = name ? `${name} (${person.username})` : person.username;
  const role = roleName(person.role_id);
  return role ? `${who} · ${role}` : who;
}

interface PeopleSelectProps {
  id?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  'data-testid'?: string;
}

/** people named one by one, searched by name, user name or phone among the caller's units' active accounts */
export function PeopleSelect(props: PeopleSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const people = usePeopleSearch(debounced, true);
  const rows = people.data?.code === SUCCESS_CODE ? people.data.data.entries : null;
  const options = useMemo(() => (rows ?? []).map((row) => ({ value: row.id, label: personLabel(row) })), [rows]);
  const known = useChosenNames('users', unnamedIds(props.value, options, rows !== null && debounced === ''));
  return (
    <SearchableMultiSelect
      {...props}
      options={options}
      known={known}
      onSearch={setKeyword}
      loading={people.isFetching}
      placeholder="Tìm theo họ tên, tên đăng nhập hoặc số điện thoại"
    />
  );
}
