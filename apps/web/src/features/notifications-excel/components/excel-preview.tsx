import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Segmented, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { reportMutation } from '../../../lib/envelope-mutation';
import type { ExcelLine, ExcelNotificationDetail } from '../api/excel-keys';
import { LINES_PAGE_LENGTH, useExcelLines } from '../api/get-excel-notification';
import { useSendExcelNotification } from '../api/send-excel-notification';
import { useIsPhone } from '../../../lib/use-viewport';

const htmlAsText = (html: string | null) =>
  (html ?? '')
    .replace(/<br>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The check of the sheet: how many lines can be sent, the bad lines with their reason (or the good ones with the text
 * each person will read), and 'Gửi' asking first: a sent notification is final.
 */
export function ExcelPreview({ entry }: { entry: ExcelNotificationDetail }) {
  const [invalid, setInvalid] = useState(entry.invalid_count > 0);
  const [page, setPage] = useState(1);
  const lines = useExcelLines(entry.id, page, invalid);
  const sending = useSendExcelNotification();
  const sent = entry.status === 'sent';
  const phone = useIsPhone();
  const verdict = (row: ExcelLine) =>
    invalid ? (
      <span style={{ color: '#cf1322' }}>{row.error}</span>
    ) : (
      <span style={{ whiteSpace: 'pre-wrap' }}>{htmlAsText(row.content)}</span>
    );

  // on a phone the reason (or the text) sits under the person, so nothing important is scrolled out of sight
  const phoneColumns = [
    { key: 'line', dataIndex: 'line', title: 'Dòng', width: 56, align: 'center' as const },
    {
      key: 'recipient',
      title: invalid ? 'Người nhận · Lý do' : 'Người nhận · Nội dung',
      render: (_: unknown, row: ExcelLine) => (
        <div style={{ overflowWrap: 'anywhere' }}>
          <strong>{row.recipient || '(trống)'}</strong>
          {row.full_name && ` · ${row.full_name}`}
          <div>{verdict(row)}</div>
        </div>
      ),
    },
  ];
  const wideColumns = [
    { key: 'line', dataIndex: 'line', title: 'Dòng', width: 64, align: 'center' as const },
    {
      key: 'recipient',
      title: 'Người nhận',
      width: 200,
      render: (_: unknown, row: ExcelLine) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {row.recipient || '(trống)'}
          {row.full_name && <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{row.full_name}</div>}
        </span>
      ),
    },
    {
      key: 'verdict',
      title: invalid ? 'Lý do' : 'Nội dung người nhận sẽ đọc',
      render: (_: unknown, row: ExcelLine) => verdict(row),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="excel-preview">
      <Space size="large" wrap>
        <Statistic title="Dòng hợp lệ" value={entry.valid_count} valueStyle={{ color: '#389e0d' }} />
        <Statistic
          title="Dòng lỗi"
          value={entry.invalid_count}
          valueStyle={{ color: entry.invalid_count ? '#cf1322' : undefined }}
        />
        {sent && <Statistic title="Đã gửi tới" value={entry.receiver_count} suffix="người" />}
      </Space>
      {sent ? (
        <Alert type="success" showIcon message="Thông báo đã gửi, không thể sửa hoặc xoá." />
      ) : (
        <Popconfirm
          title={`Gửi thông báo tới ${entry.valid_count.toLocaleString('vi-VN')} người nhận hợp lệ?`}
          description="Các dòng lỗi sẽ không được gửi. Thông báo đã gửi không thể sửa hoặc xoá."
          okText="Đồng ý!"
          cancelText="Không đồng ý!"
          okButtonProps={{ 'data-testid': 'confirm-ok' }}
          cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
          onConfirm={() => void reportMutation(sending.mutateAsync(entry.id), { toast: true })}
          disabled={entry.valid_count === 0}
        >
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={sending.isPending}
            disabled={entry.valid_count === 0}
            data-testid="excel-send"
          >
            Gửi
          </Button>
        </Popconfirm>
      )}
      <Segmented
        value={invalid ? 'invalid' : 'valid'}
        onChange={(value) => {
          setInvalid(value === 'invalid');
          setPage(1);
        }}
        options={[
          { value: 'invalid', label: `Dòng lỗi (${entry.invalid_count})` },
          { value: 'valid', label: `Dòng hợp lệ (${entry.valid_count})` },
        ]}
      />
      <Table<ExcelLine>
        rowKey="line"
        size="small"
        columns={phone ? phoneColumns : wideColumns}
        dataSource={lines.data?.data?.entries ?? []}
        loading={lines.isFetching}
        locale={{ emptyText: invalid ? 'Không có dòng lỗi' : 'Không có dòng hợp lệ' }}
        pagination={{
          current: page,
          pageSize: LINES_PAGE_LENGTH,
          total: lines.data?.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        data-testid="excel-lines"
      />
    </Space>
  );
}
