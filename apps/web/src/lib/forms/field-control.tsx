import { Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { maxLengthOf, type FieldDef } from '@console/shared/validation/field-defs';
import { RichTextEditor } from '../rich-text-editor';
import { WardSelect } from '../wards/ward-select';
import { DayPicker } from './day-picker';

export interface ControlContext {
  wardOption?: { id: number; name: string } | null;
  wardLocked?: boolean;
}

/** the input for one field definition; Form.Item injects id, value (checked for booleans) and onChange */
export function fieldControl(field: FieldDef, context: ControlContext = {}): ReactElement {
  switch (field.kind) {
    case 'text':
      return <Input maxLength={maxLengthOf(field)} />;
    case 'password':
      return <Input.Password maxLength={maxLengthOf(field)} autoComplete="new-password" />;
    case 'textarea':
      return <Input.TextArea maxLength={maxLengthOf(field)} autoSize={{ minRows: 3, maxRows: 10 }} showCount />;
    case 'richtext':
      return <RichTextEditor maxLength={maxLengthOf(field)} />;
    case 'number':
      return (
        <InputNumber min={0} max={field.max} precision={field.integer ? 0 : undefined} style={{ width: '100%' }} />
      );
    case 'boolean':
      return <Switch />;
    case 'date':
      return <DayPicker field={field} />;
    case 'ward':
      return (
        <WardSelect
          knownOption={context.wardOption ?? null}
          disabled={context.wardLocked}
          placeholder="Chọn xã/phường"
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          allowClear
          placeholder={`Chọn ${field.label.toLocaleLowerCase('vi')}`}
          options={(field.options ?? []).map((option) => ({ ...option }))}
        />
      );
    default:
      return <Input />;
  }
}
