import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import type { Envelope } from '@console/shared/api-types';
import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo } from 'react';
import { ListCards } from './list-cards';
import { hasCardLayout, type ListColumn } from './list-columns';
import { useIsPhone } from './use-viewport';

interface PagedTableProps<Row> extends Pick<
  TableProps<Row>,
  'onChange' | 'size' | 'className' | 'locale' | 'rowClassName' | 'onRow' | 'rowSelection'
> {
  /** antd columns; a `mobile` role on them (lib/list-columns) turns the list into cards on phones */
  columns: TableColumnsType<Row>;
  response: Envelope<unknown> | undefined;
  entries: Row[];
  total: number;
  page: number;
  loading: boolean;
  testId: string;
}

const showTotal = (count: number) => `Tổng số ${count} bản ghi`;

/**
 * On a screen too narrow for every column (tablets, small laptops) the row keeps what says what it is in view while
 * the middle scrolls sideways: the leading columns through the title (or the first column) stay on the left, a
 * trailing status (and the actions) on the right. `mobile` is ours, not antd's: it is left out.
 */
function tableColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  const role = (index: number) => (columns[index] as ListColumn<Row> | undefined)?.mobile;
  const titleIndex = Math.max(
    0,
    columns.findIndex((_column, index) => role(index) === 'title'),
  );
  let trailingFrom = columns.length;
  while (trailingFrom - 1 > titleIndex && (role(trailingFrom - 1) === 'status' || role(trailingFrom - 1) === 'actions'))
    trailingFrom -= 1;
  return columns.map((column, index) => {
    const { mobile: _mobile, ...rest } = column as ListColumn<Row>;
    if (rest.fixed !== undefined) return rest;
    if (index <= titleIndex) return { ...rest, fixed: 'left' as const };
    return index >= trailingFrom ? { ...rest, fixed: 'right' as const } : rest;
  });
}

/**
 * A server-paged list: the answer's error (403 is handled by the screen) above 20 rows a page. Tablets and desktops
 * get the table; phones get cards when the columns name a title (lib/list-columns), else the table scrolling sideways
 * under its fixed first column.
 */
export function PagedTable<Row extends { id: number }>({
  response,
  entries,
  total,
  page,
  loading,
  testId,
  columns,
  ...table
}: PagedTableProps<Row>) {
  const phone = useIsPhone();
  const cards = phone && hasCardLayout(columns as ListColumn<Row>[]);
  const shownColumns = useMemo(() => (cards ? columns : tableColumns(columns)), [cards, columns]);

  return (
    <>
      {response && response.code !== SUCCESS_CODE && response.code !== 403 && (
        <Alert type="error" showIcon message={response.message} style={{ marginBottom: 16 }} />
      )}
      {cards ? (
        <ListCards<Row>
          columns={columns as ListColumn<Row>[]}
          entries={entries}
          total={total}
          page={page}
          pageSize={DEFAULT_PAGE_LENGTH}
          loading={loading}
          testId={testId}
          emptyText={typeof table.locale?.emptyText === 'function' ? table.locale.emptyText() : table.locale?.emptyText}
          rowClassName={
            typeof table.rowClassName === 'function'
              ? (row, index) => (table.rowClassName as (r: Row, i: number) => string)(row, index)
              : undefined
          }
          onRow={table.onRow}
          showTotal={showTotal}
          onPage={(next) =>
            table.onChange?.({ current: next, pageSize: DEFAULT_PAGE_LENGTH }, {}, [], {
              action: 'paginate',
              currentDataSource: entries,
            })
          }
        />
      ) : (
        <Table<Row>
          {...table}
          columns={shownColumns}
          rowKey="id"
          dataSource={entries}
          loading={loading}
          scroll={{ x: 'max-content' }}
          data-testid={testId}
          pagination={{
            current: page,
            pageSize: DEFAULT_PAGE_LENGTH,
            total,
            showSizeChanger: false,
            showTotal,
          }}
        />
      )}
    </>
  );
}
