import { VILLAGE_NAME_KEY } from '@console/shared/field-kinds/village';
import { VillageSelect } from './village-select';
import type { WebKind } from './web-kind';

export const village: WebKind = {
  control: (field) => <VillageSelect allowClear={!field.required} placeholder="Chọn thôn/xóm" />,
  cell: (_field, _key, row) => String(row[VILLAGE_NAME_KEY] ?? ''),
  numericFilter: true,
};
