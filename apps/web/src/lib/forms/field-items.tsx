import { Form } from 'antd';
import type { FieldDefs } from '@console/shared/validation/field-defs';
import { fieldControl, type ControlContext } from './field-control';

/** one Form.Item per field definition, in definition order (the order the validator reports in) */
export function FieldItems({ fields, context }: { fields: FieldDefs; context?: ControlContext }) {
  return (
    <>
      {Object.entries(fields).map(([name, field]) => (
        <Form.Item
          key={name}
          name={name}
          label={field.label}
          required={field.required}
          extra={field.help}
          valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
        >
          {fieldControl(field, context)}
        </Form.Item>
      ))}
    </>
  );
}
