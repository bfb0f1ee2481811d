import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import type { SentimentCategory } from '@console/shared/sentiment-types';

export const SLA_DAYS_MAX = 365;

interface SlaDaysEditorProps {
  category: SentimentCategory;
  saving: boolean;
  onSave: (slaDays: number) => void;
}

/** the category's default processing days with its own 'Lưu' (enabled once the number changed) */
export function SlaDaysEditor({ category, saving, onSave }: SlaDaysEditorProps) {
  const [value, setValue] = useState<number | null>(category.sla_days);
  const changed = value !== category.sla_days;
  return (
    <Space data-testid={`sla-days-${category.id}`}>
      <InputNumber
        min={1}
        max={SLA_DAYS_MAX}
        precision={0}
        value={value}
        onChange={setValue}
        addonAfter="ngày"
        style={{ width: 140 }}
        aria-label={`Số ngày xử lý của lĩnh vực ${category.name}`}
      />
      <Button
        type="primary"
        disabled={!changed}
        loading={saving}
        onClick={() => onSave(value ?? 0)}
        data-testid={`sla-save-${category.id}`}
      >
        Lưu
      </Button>
    </Space>
  );
}
