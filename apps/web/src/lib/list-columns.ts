import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a column is on a phone, where a list is a stack of cards (lib/list-cards): the card's `title` (one column),
 * its `status` (tags or switches beside the title), the two or three `fact`s that matter (label and value under the
 * title) and the row's `actions` (buttons at the bottom). A column without a role is left off the card: it is still
 * in the table on tablets and desktops. A list whose columns name no title scrolls sideways on phones instead.
 */
export type MobileRole = 'title' | 'status' | 'fact' | 'actions';

export type ListColumn<Row> = TableColumnType<Row> & { mobile?: MobileRole };

function valueOf<Row>(row: Row, dataIndex: TableColumnType<Row>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const key of path)
    value = value == null ? undefined : (value as Record<string | number, unknown>)[key as string | number];
  return value;
}

/** what the column's cell shows for the row, through its render when it has one (as the antd Table does) */
export function cellContent<Row>(column: ListColumn<Row>, row: Row, index: number): ReactNode {
  const value = valueOf(row, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, row, index) as ReactNode | { children?: ReactNode; props?: unknown };
  // antd still accepts a cell written as { children, props }
  if (
    rendered &&
    typeof rendered === 'object' &&
    'props' in rendered &&
    'children' in rendered &&
    !('$$typeof' in rendered)
  ) {
    return rendered.children;
  }
  return rendered as ReactNode;
}

/** the column's header as a fact's label (a sorter's header function has no text of its own) */
export function columnLabel<Row>(column: ListColumn<Row>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

/** whether a list has what a card needs: a title column */
export function hasCardLayout<Row>(columns: readonly ListColumn<Row>[]): boolean {
  return columns.some((column) => column.mobile === 'title');
}
