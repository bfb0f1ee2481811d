import { typeListTable } from '../type-list-table.ts';

export const smartSolutionTypes = typeListTable('smart_solution_types');
