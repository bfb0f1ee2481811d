import { BarChartOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { LinkButton } from '../../../lib/link-button';
import type { SurveyRow } from '../api/survey-keys';
import { ApproveSurveyButton } from './approve-survey-button';
import { surveyPaths } from './survey-paths';
import { isDraft } from './survey-status-tag';

export interface SurveyRowAbilities {
  read: boolean;
  update: boolean;
  delete: boolean;
  approve: boolean;
}

interface SurveyRowActionsProps {
  row: SurveyRow;
  can: SurveyRowAbilities;
  busy: { deleting: boolean; approving: boolean };
  onDelete: (id: number) => void;
  onApprove: (id: number, notify: boolean) => Promise<unknown>;
}

/**
 * A draft is edited whole and approved; an approved survey only has its close time changed. 'Thống kê' is on every
 * row (a draft's shows no answers yet), so an officer who only reads still has something to open on a phone's card.
 * Deleting asks first; the server refuses a survey that was answered, with its own message.
 */
export function SurveyRowActions({ row, can, busy, onDelete, onApprove }: SurveyRowActionsProps) {
  const draft = isDraft(row);
  return (
    <Space size="small" wrap>
      {can.update && (
        <LinkButton
          to={surveyPaths.edit(row.id)}
          size="small"
          icon={<EditOutlined />}
          data-testid={`survey-edit-${row.id}`}
        >
          {draft ? 'Sửa' : 'Sửa thời hạn'}
        </LinkButton>
      )}
      {can.read && (
        <LinkButton
          to={surveyPaths.statistic(row.id)}
          size="small"
          icon={<BarChartOutlined />}
          data-testid={`survey-statistic-${row.id}`}
        >
          Thống kê
        </LinkButton>
      )}
      {can.approve && draft && (
        <ApproveSurveyButton row={row} loading={busy.approving} onApprove={(notify) => onApprove(row.id, notify)} />
      )}
      {can.delete && (
        <Popconfirm
          title="Xoá khảo sát này?"
          okText="Đồng ý!"
          cancelText="Không đồng ý!"
          okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
          cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
          onConfirm={() => onDelete(row.id)}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={busy.deleting}
            data-testid={`survey-delete-${row.id}`}
          >
            Xoá
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
