import { Popconfirm, Switch, Tooltip } from 'antd';
import { ACTIONS } from '@console/shared/domain/permissions-catalog';
import type { ToggleDef } from '@console/shared/resources/define-resource';
import type { ResourceRow } from './api/resource-keys';

interface ToggleSwitchProps {
  row: ResourceRow;
  field: string;
  toggle: ToggleDef;
  disabled: boolean;
  loading: boolean;
  onToggle: (row: ResourceRow, field: string, value: boolean) => void;
}

/** a row's switch; a toggle with a question (approve…) asks it first and moves only on 'Đồng ý!' */
export function ToggleSwitch({ row, field, toggle, disabled, loading, onToggle }: ToggleSwitchProps) {
  const checked = row[field] === true;
  const testId = `resource-toggle-${field}-${row.id}`;
  if (disabled)
    return (
      <Tooltip title={`Bạn không có quyền ${ACTIONS[toggle.action].toLocaleLowerCase('vi')}`}>
        <Switch checked={checked} disabled aria-label={toggle.label} data-testid={testId} />
      </Tooltip>
    );
  if (!toggle.question)
    return (
      <Switch
        checked={checked}
        disabled={disabled}
        loading={loading}
        aria-label={toggle.label}
        data-testid={testId}
        onChange={(next) => onToggle(row, field, next)}
      />
    );
  return (
    <Popconfirm
      title={checked ? toggle.question.off : toggle.question.on}
      okText="Đồng ý!"
      cancelText="Không đồng ý!"
      okButtonProps={{ 'data-testid': 'confirm-ok' }}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
      onConfirm={() => onToggle(row, field, !checked)}
    >
      <Switch checked={checked} loading={loading} aria-label={toggle.label} data-testid={testId} />
    </Popconfirm>
  );
}
