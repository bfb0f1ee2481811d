import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import type { Envelope } from '@console/shared/api-types';
import { Alert, Table, type TableProps } from 'antd';

interface PagedTableProps<Row> extends Pick<TableProps<Row>, 'columns' | 'onChange' | 'size' | 'className' | 'locale' | 'rowClassName' | 'onRow'> {
  response: Envelope<unknown> | undefined;
  entries: Row[];
  total: number;
  page: number;
  loading: boolean;
  testId: string;
}

/** a server-paged list: the answer's error (403 is handled by the screen) above a table of 20 rows a page */
export function PagedTable<Row extends { id: number }>({ response, entries, total, page, loading, testId, ...table }: PagedTableProps<Row>) {
  return (
    <>
      {response && response.code !== SUCCESS_CODE && response.code !== 403 && (
        <Alert type="error" showIcon message={response.message} style={{ marginBottom: 16 }} />
      )}
      <Table<Row>
        {...table}
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
          showTotal: (count) => `Tổng số ${count} bản ghi`,
        }}
      />
    </>
  );
}
