import { Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import type { ListColumn } from '../../../lib/list-columns';
import type { SurveyRow } from '../api/survey-keys';
import { surveyPaths } from './survey-paths';
import { SurveyRowActions, type SurveyRowAbilities } from './survey-row-actions';
import { SurveyStatusTag } from './survey-status-tag';
import { responsesText, timingOf } from './survey-timing';

export interface SurveyColumnOptions {
  offset: number;
  /** an officer above one ward sees whose survey each row is */
  showWard: boolean;
  can: SurveyRowAbilities;
  busy: { deleting: number | null; approving: number | null };
  onDelete: (id: number) => void;
  onApprove: (id: number, notify: boolean) => Promise<unknown>;
}

/** the title opens a draft's builder for who may change it, else the statistic (the answers so far) */
function titleTarget(row: SurveyRow, can: SurveyRowAbilities): string | null {
  if (row.status === 'draft' && can.update) return surveyPaths.edit(row.id);
  return can.read ? surveyPaths.statistic(row.id) : null;
}

/** on a phone each survey is a card: its title, status, period, responses and the actions */
export function buildSurveyColumns(options: SurveyColumnOptions): ListColumn<SurveyRow>[] {
  const { offset, can, busy } = options;
  return [
    { key: 'index', title: 'STT', width: 56, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      // with the actions of an approved survey the row fits 1366 px beside the menu without scrolling
      width: 260,
      render: (title: string, row) => {
        const target = titleTarget(row, can);
        return (
          <>
            {target ? <Link to={target}>{title}</Link> : title}
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {[`${row.question_count} câu hỏi`, row.anonymous ? 'ẩn danh' : null, row.created_by_name]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </>
        );
      },
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'Trạng thái',
      align: 'center',
      mobile: 'status',
      render: (_value, row) => <SurveyStatusTag status={row.status} />,
    },
    {
      key: 'period',
      title: 'Thời gian mở – đóng',
      mobile: 'fact',
      render: (_value, row) => {
        const timing = timingOf(row);
        return (
          <span data-testid="survey-period">
            {/* one time a line: the column stays narrow enough for the whole row at 1366 px */}
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.open_at)} –</span>
            <br />
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.close_at)}</span>
            {timing && (
              <>
                <br />
                <Typography.Text type={timing.type} style={{ fontSize: 12 }}>
                  {timing.label}
                </Typography.Text>
              </>
            )}
          </span>
        );
      },
    },
    {
      key: 'responses',
      title: 'Số phiếu',
      align: 'right',
      mobile: 'fact',
      render: (_value, row) => <span data-testid="survey-responses">{responsesText(row)}</span>,
    },
    ...(options.showWard
      ? [{ key: 'ward_name', dataIndex: 'ward_name', title: 'Đơn vị', mobile: 'fact' as const }]
      : []),
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_value, row) => (
        <SurveyRowActions
          row={row}
          can={can}
          busy={{ deleting: busy.deleting === row.id, approving: busy.approving === row.id }}
          onDelete={options.onDelete}
          onApprove={options.onApprove}
        />
      ),
    },
  ];
}
