import { MergeCellsOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_LENGTH, MAX_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { useListUrlState, type ListUrlConfig } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { PagedTable } from '../../../lib/paged-table';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useUnits } from '../api/list-units';
import { UNIT_LEVEL_LABELS, type UnitLevel, type UnitRow } from '../api/unit-keys';
import { RenameUnitModal } from '../components/rename-unit-modal';
import { buildUnitColumns } from '../components/unit-columns';
import { mergedParam, UNIT_FILTERS, UnitFilters } from '../components/unit-filters';
import { WardServicesDrawer } from '../components/ward-services-drawer';
import { UNITS_PATH, WARD_MERGER_PATH } from './units-path';
import { useListResponse } from '../../../lib/use-list-response';

const URL_CONFIG: ListUrlConfig = { path: UNITS_PATH, filters: UNIT_FILTERS, sortable: [] };
const LEVELS: UnitLevel[] = ['provinces', 'districts', 'wards'];
// 34 provinces today, 63 before 2025: one page holds them all
const PROVINCE_OPTIONS_LENGTH = 100;

/** 'Đơn vị hành chính': provinces, districts (three-level data only) and wards the caller reaches */
export default function UnitsPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const { page, keyword, filters, change, setPage, onTableChange } = useListUrlState(URL_CONFIG);
  const [renaming, setRenaming] = useState<UnitRow | null>(null);
  const [servicesOf, setServicesOf] = useState<UnitRow | null>(null);

  const can = (action: 'list' | 'update', level: UnitLevel) => ability.can(action, level);
  // the two-level data set (2025 reform) has no districts: no tab, no filter, no column for them
  const districtProbe = useUnits({ level: 'districts', page: 1, length: 1, filters: {} }, can('list', 'districts'));
  const hasDistricts = districtProbe.data?.code === SUCCESS_CODE && districtProbe.data.data.total > 0;
  const levels = LEVELS.filter((candidate) => can('list', candidate) && (candidate !== 'districts' || hasDistricts));
  const requested = filters.level as UnitLevel | undefined;
  const level: UnitLevel = requested && LEVELS.includes(requested) ? requested : 'wards';

  const provinceOptions = useUnits(
    { level: 'provinces', page: 1, length: PROVINCE_OPTIONS_LENGTH, filters: {} },
    can('list', 'provinces'),
  );
  const provinces = provinceOptions.data?.code === SUCCESS_CODE ? provinceOptions.data.data.entries : [];
  const districtOptions = useUnits(
    { level: 'districts', page: 1, length: MAX_PAGE_LENGTH, filters: { province_id: filters.province_id } },
    hasDistricts && level === 'wards',
  );

  const listFilters = useMemo(() => {
    if (level === 'provinces') return {};
    if (level === 'districts') return { province_id: filters.province_id };
    return { province_id: filters.province_id, district_id: filters.district_id, merged: mergedParam(filters.status) };
  }, [level, filters.province_id, filters.district_id, filters.status]);
  const list = useUnits({ level, page, length: DEFAULT_PAGE_LENGTH, keyword, filters: listFilters });
  const response = list.data;
  const { total, entries } = useListResponse(response, page, setPage);

  const provinceNames = useMemo(() => new Map(provinces.map((province) => [province.id, province.name])), [provinces]);
  const columns = buildUnitColumns({
    level,
    offset: (page - 1) * DEFAULT_PAGE_LENGTH,
    showDistrict: hasDistricts || entries.some((row) => row.district_name),
    provinceName: (id) => (id === undefined ? '' : (provinceNames.get(id) ?? '')),
    canRename: can('update', level),
    canSeeServices: true,
    onRename: setRenaming,
    onServices: setServicesOf,
  });

  // a merger rewrites other units' rows: the server allows it to staff who reach every unit
  const canMerge = can('update', 'wards') && user?.role?.scope === 'all';

  return (
    <PageSection
      title="Đơn vị hành chính"
      extra={
        canMerge && (
          <LinkButton to={WARD_MERGER_PATH} type="primary" icon={<MergeCellsOutlined />} data-testid="units-merge-link">
            Sáp nhập xã/phường
          </LinkButton>
        )
      }
    >
      {levels.length > 1 && (
        <div style={{ marginBottom: 16 }}>
          <Segmented<UnitLevel>
            value={level}
            options={levels.map((value) => ({ value, label: UNIT_LEVEL_LABELS[value] }))}
            // another level starts without the keyword and filters of the previous one, but keeps the province
            onChange={(value) =>
              change({ level: value === 'wards' ? null : value, keyword: null, district_id: null, status: null })
            }
            data-testid="unit-levels"
          />
        </div>
      )}
      <UnitFilters
        level={level}
        keyword={keyword}
        filters={filters}
        provinces={provinces.length > 1 ? provinces : null}
        districts={hasDistricts ? (districtOptions.data?.data?.entries ?? []) : null}
        loadingDistricts={districtOptions.isFetching}
        onSearch={(value) => change({ keyword: value })}
        onFilter={change}
      />
      <PagedTable<UnitRow>
        response={response}
        size="middle"
        columns={columns}
        entries={entries}
        total={total}
        page={page}
        loading={list.isFetching}
        onChange={onTableChange}
        testId="units-table"
      />
      <RenameUnitModal level={level} unit={renaming} onClose={() => setRenaming(null)} />
      <WardServicesDrawer ward={servicesOf} canSwitch={can('update', 'wards')} onClose={() => setServicesOf(null)} />
    </PageSection>
  );
}
