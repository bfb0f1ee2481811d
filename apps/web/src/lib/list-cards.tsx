import { Empty, Pagination, Spin } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { cellContent, columnLabel, type ListColumn } from './list-columns';

export interface ListCardsProps<Row> {
  columns: ListColumn<Row>[];
  entries: Row[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  testId: string;
  emptyText?: ReactNode;
  rowClassName?: (row: Row, index: number) => string;
  onRow?: (row: Row, index?: number) => HTMLAttributes<HTMLElement>;
  onPage: (page: number) => void;
  showTotal: (total: number) => string;
}

/**
 * A phone's list: one card per row, built from the columns' `mobile` roles (lib/list-columns) — the title with its
 * status beside it, a few facts under them, the row's actions at the bottom. Same rows, same paging as the table.
 */
export function ListCards<Row extends { id: number }>(props: ListCardsProps<Row>) {
  const { columns, entries, total, page, pageSize, loading, testId, emptyText, rowClassName, onRow } = props;
  const title = columns.find((column) => column.mobile === 'title');
  const statuses = columns.filter((column) => column.mobile === 'status');
  const facts = columns.filter((column) => column.mobile === 'fact');
  const empty = (content: ReactNode) =>
    content === null || content === undefined || content === false || content === '';
  const actions = columns.find((column) => column.mobile === 'actions');

  return (
    <div className="list-cards" data-testid={testId}>
      <Spin spinning={loading}>
        {entries.length === 0 ? (
          <div className="list-cards__empty">
            {emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có dữ liệu" />}
          </div>
        ) : (
          <ul className="list-cards__items">
            {entries.map((row, index) => {
              const rowProps = onRow?.(row, index) ?? {};
              const clickable = typeof rowProps.onClick === 'function';
              return (
                <li
                  key={row.id}
                  className={['list-card', clickable ? 'list-card--clickable' : '', rowClassName?.(row, index) ?? '']
                    .join(' ')
                    .trim()}
                  data-row-key={row.id}
                  data-testid="list-card"
                  onClick={rowProps.onClick}
                >
                  <div className="list-card__head">
                    <div className="list-card__title" data-testid="list-card-title">
                      {title && cellContent(title, row, index)}
                    </div>
                    {statuses.length > 0 && (
                      <div className="list-card__status" data-testid="list-card-status">
                        {statuses.map((column) => (
                          <span key={String(column.key)}>{cellContent(column, row, index)}</span>
                        ))}
                      </div>
                    )}
                  </div>
                  {facts.length > 0 && (
                    <dl className="list-card__facts">
                      {facts.map((column) => {
                        const content = cellContent(column, row, index);
                        // an empty fact is left out rather than shown as a label with nothing after it
                        return empty(content) ? null : (
                          <div key={String(column.key)} className="list-card__fact">
                            <dt>{columnLabel(column)}</dt>
                            <dd>{content}</dd>
                          </div>
                        );
                      })}
                    </dl>
                  )}
                  {actions && (
                    // a tap on a button is not a tap on the card
                    <div className="list-card__actions" onClick={(event) => event.stopPropagation()}>
                      {cellContent(actions, row, index)}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {total > 0 && (
        <Pagination
          className="list-cards__pagination"
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showLessItems
          showTotal={props.showTotal}
          onChange={props.onPage}
        />
      )}
    </div>
  );
}
