import { Select, Switch, Tag } from 'antd';
import type { WebKind } from './web-kind';

const OPTIONS = [
  { value: 'true', label: 'Có' },
  { value: 'false', label: 'Không' },
];

export const boolean: WebKind = {
  control: () => <Switch />,
  cell: (_field, key, row) => (row[key] === true ? 'Có' : row[key] === false ? 'Không' : ''),
  detail: (_field, key, row) => (row[key] ? <Tag color="green">Có</Tag> : <Tag>Không</Tag>),
  filter: ({ value, onChange, common }) => (
    <Select {...common} allowClear value={value ?? undefined} options={OPTIONS} onChange={(next) => onChange(next)} />
  ),
  valuePropName: 'checked',
  align: 'center',
};
