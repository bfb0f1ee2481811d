import { defineTypeList } from './define-type-list.ts';

/** the kinds of smart solution (spec §7: smart solution types list), kept by the platform */
export const smartSolutionTypes = defineTypeList({
  name: 'smart-solution-types',
  path: '/admin/smart-solution-types',
  subject: 'smart_solutions',
  label: 'loại giải pháp thông minh',
  nameLabel: 'Tên loại giải pháp',
  menuOrder: 53,
});
