import { AppstoreOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { UnitLevel, UnitRow } from '../api/unit-keys';

export interface UnitColumnOptions {
  level: UnitLevel;
  offset: number;
  /** wards of the three-level data set: a Quận/huyện column */
  showDistrict: boolean;
  /** districts carry only province_id: the province's name from the filter's list */
  provinceName: (id: number | undefined) => string;
  canRename: boolean;
  /** the services of a ward are shown to whoever lists it; switching them is the drawer's business */
  canSeeServices: boolean;
  onRename: (row: UnitRow) => void;
  onServices: (row: UnitRow) => void;
}

/** 'Đã sáp nhập vào Xã Y': the ward is history, its people and data live in Y */
export function MergedTag({ row }: { row: UnitRow }) {
  if (!row.merged_into_id) return null;
  return (
    <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid={`unit-merged-${row.id}`}>
      Đã sáp nhập vào {row.merged_into_name ?? `#${row.merged_into_id}`}
    </Tag>
  );
}

export function buildUnitColumns(options: UnitColumnOptions): TableColumnsType<UnitRow> {
  const { level, offset } = options;
  const columns: TableColumnsType<UnitRow> = [
    { key: 'index', title: 'STT', width: 56, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'name',
      title: 'Tên',
      render: (_value, row) => (
        <span data-testid={`unit-name-${row.id}`}>
          {row.name}
          <MergedTag row={row} />
        </span>
      ),
    },
    { key: 'short_name', dataIndex: 'short_name', title: 'Tên ngắn' },
    { key: 'code', dataIndex: 'code', title: 'Mã', width: 90 },
    { key: 'type', dataIndex: 'type', title: 'Loại', width: 110 },
  ];
  if (level !== 'provinces') {
    columns.push({
      key: 'province',
      title: 'Tỉnh/thành phố',
      render: (_value, row) => row.province_name ?? options.provinceName(row.province_id),
    });
  }
  if (level === 'wards' && options.showDistrict) {
    columns.push({ key: 'district', dataIndex: 'district_name', title: 'Quận/huyện' });
  }

  const services = level === 'wards' && options.canSeeServices;
  if (services || options.canRename) {
    columns.push({
      key: 'actions',
      title: 'Thao tác',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          {services && !row.merged_into_id && (
            <Button
              size="small"
              icon={<AppstoreOutlined />}
              onClick={() => options.onServices(row)}
              data-testid={`ward-services-${row.id}`}
            >
              Dịch vụ
            </Button>
          )}
          {options.canRename && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => options.onRename(row)}
              data-testid={`unit-rename-${row.id}`}
            >
              Đổi tên
            </Button>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
