import { Form } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import type { FieldDefs } from '@console/shared/validation/field-defs';
import { formatHint } from '@console/shared/validation/formats';
import { webKindOf } from '../field-kinds';
import { fieldControl, type ControlContext } from './field-control';

interface FieldItemsProps {
  fields: FieldDefs;
  context?: ControlContext;
  /** names of fields shown but not editable (their values are still submitted) */
  disabled?: readonly string[];
}

/** one Form.Item per field definition, in definition order (the order the validator reports in) */
export function FieldItems({ fields, context, disabled = [] }: FieldItemsProps) {
  return (
    <>
      {Object.entries(fields).map(([name, field]) => (
        <Form.Item
          key={name}
          name={name}
          label={field.label}
          required={field.required}
          extra={field.help ?? formatHint(field.format)}
          valuePropName={webKindOf(field).valuePropName ?? 'value'}
        >
          {disabled.includes(name)
            ? cloneElement(fieldControl(field, { ...context, name }) as ReactElement<{ disabled?: boolean }>, {
                disabled: true,
              })
            : fieldControl(field, { ...context, name })}
        </Form.Item>
      ))}
    </>
  );
}
