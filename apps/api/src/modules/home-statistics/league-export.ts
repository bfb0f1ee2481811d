import { NO_VILLAGE_LABEL, UNIT_LEVEL_LABELS } from '@console/shared/home-statistics';
import type { Writable } from 'node:stream';
import { safeCell } from '../../lib/spreadsheet-cell.ts';
import { createXlsxStream } from '../../lib/xlsx-stream-writer.ts';
import type { unitFigures } from './home-figures.ts';

type LeagueTable = Awaited<ReturnType<typeof unitFigures>>;

/** the dashboard's league table as the officer sees it, one sheet, a row per unit (names formula-escaped) */
export async function writeLeagueXlsx(table: LeagueTable, period: { from: string; to: string }, output: Writable) {
  const sheet = createXlsxStream(output, `Xếp hạng ${period.from} - ${period.to}`.slice(0, 31), [
    { header: UNIT_LEVEL_LABELS[table.level], width: 28 },
    { header: 'Tiếp nhận', width: 12 },
    { header: 'Đã xử lý', width: 12 },
    { header: 'Đúng hạn', width: 12 },
    { header: 'Gia hạn', width: 12 },
    { header: 'Trễ hạn', width: 12 },
    { header: 'Tỷ lệ đúng hạn (%)', width: 18 },
    { header: 'Hài lòng (%)', width: 14 },
  ]);
  for (const unit of table.units)
    await sheet.addRow([
      unit.name === null ? (table.level === 'village' ? NO_VILLAGE_LABEL : '') : safeCell(unit.name),
      unit.received,
      unit.finished,
      unit.on_time,
      unit.extended,
      unit.late,
      unit.on_time_rate,
      unit.satisfaction_rate,
    ]);
  await sheet.finish();
}
