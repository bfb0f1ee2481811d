import { Alert, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import type { ImportResult, ImportRowError } from '../api/import-users';

const ERROR_COLUMNS: TableColumnsType<ImportRowError> = [
  { key: 'line', title: 'Dòng', dataIndex: 'line', width: 90 },
  { key: 'message', title: 'Lý do', dataIndex: 'message' },
];

export const FILE_HAS_ERRORS = 'Tệp có lỗi, hãy sửa các dòng trên rồi tải lại tệp. Chưa có dòng nào được lưu.';

/** the rows in error: the server caps the list, the count comes from the totals */
export function errorCount(result: ImportResult): number {
  return Math.max(result.total - result.valid, result.errors.length);
}

/** the validation preview: how many rows, how many good, and the bad ones with their reason */
export function ImportPreview({ result }: { result: ImportResult }) {
  const errors = errorCount(result);
  return (
    <div data-testid="import-preview">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={8} md={6}>
          <Statistic title="Tổng số dòng" value={result.total} data-testid="import-total" />
        </Col>
        <Col xs={8} md={6}>
          <Statistic title="Hợp lệ" value={result.valid} valueStyle={{ color: '#389e0d' }} data-testid="import-valid" />
        </Col>
        <Col xs={8} md={6}>
          <Statistic
            title="Lỗi"
            value={errors}
            valueStyle={errors ? { color: '#cf1322' } : undefined}
            data-testid="import-errors"
          />
        </Col>
      </Row>
      {result.errors.length > 0 && (
        <>
          <Table<ImportRowError>
            rowKey={(row) => `${row.line}:${row.message}`}
            size="small"
            bordered
            columns={ERROR_COLUMNS}
            dataSource={result.errors}
            pagination={result.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            data-testid="import-errors-table"
          />
          <Alert
            type="error"
            showIcon
            message={FILE_HAS_ERRORS}
            style={{ marginTop: 16 }}
            data-testid="import-errors-alert"
          />
        </>
      )}
    </div>
  );
}
