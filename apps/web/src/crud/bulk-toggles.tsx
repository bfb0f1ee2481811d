import { Button, Popconfirm, Space, Typography } from 'antd';
import type { Resource, ToggleDef } from '@console/shared/resources/define-resource';
import { lowerLabel } from '../lib/lower-label';

interface BulkTogglesProps {
  resource: Resource;
  selected: number[];
  canToggle: (toggle: ToggleDef) => boolean;
  busy: boolean;
  onToggle: (field: string, toggle: ToggleDef, value: boolean) => void;
  onClear: () => void;
}

/** above the table while rows are selected: each bulk switch, on and off, after a confirmation */
export function BulkToggles({ resource, selected, canToggle, busy, onToggle, onClear }: BulkTogglesProps) {
  const toggles = Object.entries(resource.toggles ?? {}).filter(
    (entry): entry is [string, ToggleDef] => Boolean(entry[1]?.bulk) && canToggle(entry[1]!),
  );
  if (!selected.length || !toggles.length) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="bulk-toggles">
      <Typography.Text>Đã chọn {selected.length} bản ghi:</Typography.Text>
      {toggles.flatMap(([field, toggle]) =>
        [true, false].map((value) => (
          <Popconfirm
            key={`${field}-${value}`}
            title={`${value ? 'Bật' : 'Tắt'} “${toggle.label}” cho ${selected.length} bản ghi đã chọn?`}
            okText="Đồng ý!"
            cancelText="Không đồng ý!"
            okButtonProps={{ 'data-testid': 'confirm-ok' }}
            cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
            onConfirm={() => onToggle(field, toggle, value)}
          >
            <Button loading={busy} data-testid={`bulk-${field}-${value ? 'on' : 'off'}`}>
              {value ? toggle.label : `Bỏ ${lowerLabel(toggle.label)}`}
            </Button>
          </Popconfirm>
        )),
      )}
      <Button type="link" onClick={onClear}>
        Bỏ chọn
      </Button>
    </Space>
  );
}
