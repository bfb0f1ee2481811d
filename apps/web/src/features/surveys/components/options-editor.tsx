import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { SURVEY_LIMITS, type SurveyOption } from '@console/shared/surveys/survey-definition';

interface OptionsEditorProps {
  items: readonly SurveyOption[];
  /** what one item is: 'Lựa chọn', 'Hàng', 'Cột' (the placeholders number them) */
  noun: string;
  max: number;
  /** the item the schema refused (its index), or -1 */
  errorItem: number;
  /** the list as a whole was refused (too few): the add button is marked */
  listError: boolean;
  onAdd: () => void;
  onRename: (key: string, label: string) => void;
  onRemove: (key: string) => void;
  testId: string;
  /** shown after the list, not editable ('Khác (ghi rõ)') */
  trailing?: string;
}

/** the label input after this one in its list */
const nextInput = (input: HTMLInputElement) =>
  input.closest('.survey-options__row')?.nextElementSibling?.querySelector<HTMLInputElement>('input:not(:disabled)');

/**
 * A question's labelled choices (or a grid's rows or columns). Officers only write the labels: the keys are made by
 * the builder. Enter moves to the next label, and in the last one adds a new label, as typing a list on paper would.
 */
export function OptionsEditor(props: OptionsEditorProps) {
  const { items, noun, max, errorItem, listError, onAdd, onRename, onRemove, testId, trailing } = props;
  const last = useRef<InputRef>(null);
  const count = useRef(items.length);
  // a label just added takes the focus; one that was there already does not steal it
  useEffect(() => {
    if (items.length > count.current) last.current?.focus();
    count.current = items.length;
  }, [items.length]);

  return (
    <div className="survey-options" data-testid={testId}>
      {items.map((item, index) => (
        <div key={item.key} className="survey-options__row">
          <Input
            ref={index === items.length - 1 ? last : undefined}
            value={item.label}
            placeholder={`${noun} ${index + 1}`}
            aria-label={`${noun} ${index + 1}`}
            maxLength={SURVEY_LIMITS.optionLabel}
            status={errorItem === index ? 'error' : undefined}
            onChange={(event) => onRename(item.key, event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              if (index < items.length - 1) nextInput(event.currentTarget)?.focus();
              else if (items.length < max) onAdd();
            }}
            data-testid={`${testId}-${index + 1}`}
          />
          <Button
            type="text"
            icon={<CloseOutlined />}
            onClick={() => onRemove(item.key)}
            aria-label={`Xoá ${noun.toLowerCase()} ${index + 1}`}
            title={`Xoá ${noun.toLowerCase()} ${index + 1}`}
            data-testid={`${testId}-${index + 1}-remove`}
          />
        </div>
      ))}
      {trailing && (
        <div className="survey-options__row">
          <Input value={trailing} disabled aria-label={trailing} />
          {/* where the other rows have their remove button: the same width */}
          <span className="survey-options__spacer" />
        </div>
      )}
      {items.length < max && (
        <Button
          type="dashed"
          size="small"
          icon={<PlusOutlined />}
          danger={listError}
          onClick={onAdd}
          data-testid={`${testId}-add`}
        >
          Thêm {noun.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
