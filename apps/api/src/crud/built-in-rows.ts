import { isBuiltInRow, type Resource } from '@console/shared/resources/define-resource';
import { AppError } from '../lib/app-error.ts';

// Rows the code keeps (the catalogue's built-in services, marked by a column of their own, `resource.builtIn`): never
// deleted, and their read-only fields keep the code's value (the same value sent back by a form is fine). The checks
// read the row the route has already loaded (every column, the mark included).

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const lower = (text: string) => text.toLocaleLowerCase('vi');

/** refuses a change of a built-in row's read-only field */
export function checkBuiltInUpdate(
  resource: Resource,
  existing: Record<string, unknown>,
  body: Record<string, unknown>,
) {
  const { builtIn } = resource;
  if (!builtIn || !isBuiltInRow(resource, existing)) return;
  for (const name of builtIn.readOnly)
    if (name in body && !same(body[name], existing[name]))
      throw new AppError(
        'VALIDATION',
        `Không thể sửa ${lower(resource.fields[name].label)} của ${lower(builtIn.label)}`,
      );
}

/** refuses to delete a built-in row */
export function checkBuiltInDelete(resource: Resource, row: Record<string, unknown>) {
  if (resource.builtIn && isBuiltInRow(resource, row))
    throw new AppError('VALIDATION', `${resource.builtIn.label} không thể xoá`);
}

/** a definition's built-in mark and read-only fields must be columns and fields of its table (checked at boot) */
export function assertBuiltInColumns(resource: Resource, names: readonly string[]) {
  const { builtIn } = resource;
  if (!builtIn) return;
  if (!names.includes(builtIn.column)) throw new Error(`resource ${resource.name}: no column ${builtIn.column}`);
  for (const name of builtIn.readOnly)
    if (!resource.fields[name]) throw new Error(`resource ${resource.name}: builtIn names no field ${name}`);
}
