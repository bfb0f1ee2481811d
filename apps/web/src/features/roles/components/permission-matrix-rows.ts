import { useMemo, useRef } from 'react';
import { SCREENS } from '../../../lib/resources';
import { foldDiacritics } from '../../../lib/fold-diacritics';
import type { CatalogItem, PermissionCatalog } from '../api/role-keys';
import { pairKey, type Selection } from './permission-selection';

/** a subject's row; `granted` holds '1' or '0' per action in catalogue order */
export interface MatrixRow extends CatalogItem {
  granted: string;
  /** no screen of the console uses this subject yet: marked 'sắp có' (issue 10) */
  soon: boolean;
}

/** the subjects with screens first, then those still to come, each group in catalogue order */
export function subjectsInMatrixOrder(subjects: readonly CatalogItem[]): CatalogItem[] {
  return [
    ...subjects.filter((s) => SCREENS.subjectHasScreens(s.key)),
    ...subjects.filter((s) => !SCREENS.subjectHasScreens(s.key)),
  ];
}

/** 'thon' finds 'Thôn/xóm', 'dac san' finds 'Đặc sản địa phương'; the subject key is searched too */
function matches(subject: CatalogItem, folded: string): boolean {
  return !folded || foldDiacritics(subject.label).includes(folded) || subject.key.includes(folded);
}

/**
 * The visible rows. A row keeps its object while its own cells are unchanged, so the table's cells
 * (shouldCellUpdate) re-render one row per click instead of all 600-odd checkboxes.
 */
export function useMatrixRows(
  catalog: PermissionCatalog,
  selection: Selection,
  search: string,
  hideEmptyRows: boolean,
): MatrixRow[] {
  const cache = useRef(new Map<string, MatrixRow>());
  const folded = foldDiacritics(search.trim());
  return useMemo(() => {
    const rows: MatrixRow[] = [];
    for (const subject of subjectsInMatrixOrder(catalog.subjects)) {
      const granted = catalog.actions
        .map((action) => (selection.has(pairKey(action.key, subject.key)) ? '1' : '0'))
        .join('');
      let row = cache.current.get(subject.key);
      if (!row || row.granted !== granted || row.label !== subject.label) {
        row = { key: subject.key, label: subject.label, granted, soon: !SCREENS.subjectHasScreens(subject.key) };
        cache.current.set(subject.key, row);
      }
      if (matches(subject, folded) && (!hideEmptyRows || granted.includes('1'))) rows.push(row);
    }
    return rows;
  }, [catalog, selection, folded, hideEmptyRows]);
}
