import type { ReactElement } from 'react';
import type { FieldDef } from '@console/shared/validation/field-defs';
import { webKindOf, type ControlContext } from '../field-kinds';

export type { ControlContext };

/** the input for one field definition (its kind's control); Form.Item injects id, value (checked) and onChange */
export function fieldControl(field: FieldDef, context: ControlContext = {}): ReactElement {
  return webKindOf(field).control(field, context);
}
