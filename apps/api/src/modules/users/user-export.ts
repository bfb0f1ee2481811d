import { formatCalendarDay, formatInstant } from '@console/shared/dates';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import { SEX_OPTIONS } from '@console/shared/forms/account-fields';
import { and, desc, lt, sql } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { placeholderBinder, preparedStatement, rawRows } from '../../query/prepared-shapes.ts';
import { safeCell } from '../../lib/spreadsheet-cell.ts';
import { isoOf } from '../../lib/timestamps.ts';
import { createXlsxStream } from '../../lib/xlsx-stream-writer.ts';
import type { UnitScope } from '../../core/scope.ts';
import { selectUsers, userConditions, type RawUserRow, type UserListQuery } from './user-queries.ts';

// small batches keep few rows alive across the awaits of writing, so little is promoted to the old generation: 1,000
// rows hold a 100,000-row export under ~45 MB of growth where 5,000 grew ~100 MB (docs/benchmarks.md)
const BATCH = 1_000;
// above every users.id (an integer column): the first batch reads from the top
const MAX_ID = 2_147_483_647;

const COLUMNS = [
  { header: 'STT', width: 8 },
  { header: 'Tên đăng nhập', width: 20 },
  { header: 'Họ và tên', width: 28 },
  { header: 'Vai trò', width: 24 },
  { header: 'Tỉnh/thành phố', width: 22 },
  { header: 'Quận/huyện', width: 20 },
  { header: 'Xã/phường', width: 22 },
  { header: 'Thôn/xóm', width: 20 },
  { header: 'Số điện thoại', width: 16 },
  { header: 'Email', width: 26 },
  { header: 'Ngày sinh', width: 12 },
  { header: 'Giới tính', width: 10 },
  { header: 'Số CCCD', width: 16 },
  { header: 'Xác thực', width: 14 },
  { header: 'Trạng thái', width: 12 },
  { header: 'Ngày tạo', width: 18 },
];

const label = (options: readonly { value: number; label: string }[], value: number | null) =>
  options.find((o) => o.value === value)?.label ?? '';

/**
 * Streams the users the list would show as XLSX: rows are read in keyset batches and written row by row, so memory
 * stays flat whatever the count (docs/benchmarks.md).
 */
export async function writeUsersXlsx(
  db: Db,
  scope: UnitScope,
  query: Omit<UserListQuery, 'length'>,
  output: Writable,
  maxRows = Number.POSITIVE_INFINITY,
) {
  const sheet = createXlsxStream(output, 'Người dùng', COLUMNS);
  // one prepared statement per filter shape, as the list: a hundred batches are planned once, not a hundred times
  const { bind, values } = placeholderBinder();
  const where = userConditions(scope, query, bind);
  const batchQuery = preparedStatement(db, `users:export:${scope.level}|${Object.keys(values).join()}`, () =>
    selectUsers(db)
      .where(and(where, lt(users.id, sql.placeholder('after'))))
      .orderBy(desc(users.id))
      .limit(sql.placeholder('limit')),
  );
  // raw rows: Drizzle's per-field mapping was a fifth of the export's main thread (docs/benchmarks.md)
  const fetchAfter = (lastId: number | null, limit: number) =>
    rawRows<RawUserRow>(batchQuery, { ...values, after: lastId ?? MAX_ID, limit });
  let index = 0;
  // the database reads the next batch while this one is written; a failure surfaces where the batch is awaited
  const prefetch = (lastId: number | null, limit: number) => {
    const next = fetchAfter(lastId, limit);
    next.catch(() => undefined);
    return next;
  };
  let pending = prefetch(null, Math.min(BATCH, maxRows));
  for (;;) {
    const batch = await pending;
    const more = batch.length === BATCH && index + batch.length < maxRows;
    if (more) pending = prefetch(batch[batch.length - 1].id, Math.min(BATCH, maxRows - index - batch.length));
    for (const u of batch) {
      await sheet.addRow([
        ++index,
        ...[
          u.username,
          u.full_name,
          u.role_name,
          u.province_name,
          u.district_name,
          u.ward_name,
          u.village_name,
          u.phone,
          u.email,
        ].map(safeCell),
        formatCalendarDay(u.dob),
        label(SEX_OPTIONS, u.sex),
        safeCell(u.id_card_number),
        label(ACC_STATUS_OPTIONS, u.acc_status),
        u.is_active ? 'Hoạt động' : 'Đã khoá',
        formatInstant(new Date(isoOf(u.created_at))),
      ]);
    }
    if (!more) break;
  }
  await sheet.finish();
  return index;
}
