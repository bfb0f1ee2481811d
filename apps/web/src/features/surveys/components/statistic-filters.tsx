import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { vietnamDay } from '@console/shared/dates';
import { countActiveFilters, FilterBar } from '../../../lib/filter-bar';
import { useIsPhone } from '../../../lib/use-viewport';
import type { StatisticFilter } from '../api/survey-statistic';
import { StatisticWardFilter } from './statistic-ward-filter';

interface StatisticFiltersProps {
  filter: StatisticFilter;
  /** ward-level officers see their own ward's survey: no ward to choose */
  showWardFilter: boolean;
  audienceWardIds: readonly number[];
  onChange: (changes: { ward_id?: number | null; from?: string | null; to?: string | null }) => void;
}

const toPicker = (day: string | null | undefined) => (day ? dayjs(day) : null);
const toDay = (value: Dayjs | null | undefined) => (value && value.isValid() ? value.format('YYYY-MM-DD') : null);

/** 'today' is Vietnam's: the counters are kept per Vietnam day, whatever the browser's zone */
function presets(): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs(vietnamDay(new Date()) ?? undefined);
  return [
    { label: 'Hôm nay', value: [today, today] },
    { label: '7 ngày qua', value: [today.subtract(6, 'day'), today] },
    { label: '30 ngày qua', value: [today.subtract(29, 'day'), today] },
  ];
}

/** the ward and the days of the responses every chart, table and answer list below counts */
export function StatisticFilters({ filter, showWardFilter, audienceWardIds, onChange }: StatisticFiltersProps) {
  const phone = useIsPhone();
  return (
    <div className="statistic-no-print">
      <FilterBar
        testId="statistic-filters"
        activeCount={countActiveFilters([showWardFilter ? filter.ward_id : null, [filter.from, filter.to]])}
        onClear={() => onChange({ ward_id: null, from: null, to: null })}
      >
        {showWardFilter && (
          <StatisticWardFilter
            audienceWardIds={audienceWardIds}
            value={filter.ward_id}
            onChange={(wardId) => onChange({ ward_id: wardId })}
          />
        )}
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Từ ngày', 'Đến ngày']}
          aria-label="Ngày trả lời"
          value={[toPicker(filter.from), toPicker(filter.to)]}
          allowEmpty={[true, true]}
          // the presets' column beside two stacked months would not fit a phone's width
          presets={phone ? undefined : presets()}
          onChange={(values) => onChange({ from: toDay(values?.[0]), to: toDay(values?.[1]) })}
          // a phone's two stacked months need ~530 px: below the survey's header there is not that much room, and
          // antd would open them over the top of the screen; the box moves up as they open
          onOpenChange={(open) => {
            if (open && phone) document.querySelector('.statistic-range')?.scrollIntoView({ block: 'start' });
          }}
          className="statistic-range"
          data-testid="statistic-range"
          style={{ width: 280, maxWidth: '100%' }}
        />
      </FilterBar>
    </div>
  );
}
