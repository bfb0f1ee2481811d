import type { Subject } from '../domain/permissions-catalog.ts';
import { defineResource } from './define-resource.ts';

interface TypeList {
  name: string;
  path: string;
  subject: Subject;
  /** 'loại thiết bị thông minh' */
  label: string;
  /** the name field's label: 'Tên loại thiết bị' */
  nameLabel: string;
  menuOrder: number;
  /** the menu group it sits in (web app/menu-entries.tsx): devices and services unless said */
  menuGroup?: string;
}

/**
 * A platform's list of kinds that ward rows point at (device types, solution types): a name, a description and an
 * order, written by platform staff only, read by whoever holds the subject (issue 11: "maintained by admin").
 */
export function defineTypeList({ name, path, subject, label, nameLabel, menuOrder, menuGroup }: TypeList) {
  return defineResource({
    name,
    path,
    subject,
    label,
    menu: { order: menuOrder, icon: 'tags', group: menuGroup ?? 'digital-services' },
    scope: 'global',
    writtenBy: 'platform',
    fields: {
      name: { label: nameLabel, kind: 'text', required: true, max: 150 },
      description: { label: 'Mô tả', kind: 'textarea', max: 1_000 },
      sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
    },
    list: {
      columns: ['name', 'description', 'sort_order'],
      search: ['name'],
      filters: [],
      sortable: ['name', 'sort_order'],
    },
  });
}
