import type { ReactElement, ReactNode } from 'react';
import type { FieldDef } from '@console/shared/validation/field-defs';
import type { QueryValue } from '../api-client';

/** a row as the API answers it: the fields, plus ward_name, {reference}_name, audit names and dates */
export type Row = Record<string, unknown>;

export interface ControlContext {
  wardOption?: { id: number; name: string } | null;
  wardLocked?: boolean;
  /** the row being edited (names of its references); null on a create form */
  entry?: Row | null;
  /** the field's key in the form */
  name?: string;
  /** the value a view's rows share (define-resource `views`): a field narrowed by it reads it here, not in the form */
  fixed?: { field: string; value: string };
}

export interface FilterProps {
  field: FieldDef;
  value: QueryValue;
  onChange: (value: QueryValue) => void;
  /** label, placeholder, test id and width every filter control carries */
  common: { placeholder: string; 'aria-label': string; 'data-testid': string; style: { width: number } };
  /** the value the list's rows share (a view's): a reference `matches`-ing it offers only the agreeing rows */
  fixed?: { field: string; value: string };
}

/**
 * The screens' half of a field kind (issue 11): its form control, list cell, detail display and filter. The
 * contract's half (schema, filter parameter, row value) is packages/shared/src/field-kinds/<kind>.ts.
 */
export interface WebKind {
  /** the input of a form; Form.Item injects id, value (checked for a switch) and onChange */
  control(field: FieldDef, context: ControlContext): ReactElement;
  /** the value in a list row */
  cell(field: FieldDef, key: string, row: Row): ReactNode;
  /** the value on the detail screen (the cell when not given) */
  detail?(field: FieldDef, key: string, row: Row): ReactNode;
  /** the list's filter control; none: the kind is not offered as a filter */
  filter?(props: FilterProps): ReactElement;
  /** a filter value read back from the URL is a number (ids) */
  numericFilter?: boolean;
  /** form value → what the schema reads (picked days become day strings) */
  toInput?(value: unknown): unknown;
  /** API value → form value */
  toForm?(value: unknown): unknown;
  /** the prop Form.Item feeds ('checked' for a switch) */
  valuePropName?: 'checked';
  align?: 'right' | 'center';
}
