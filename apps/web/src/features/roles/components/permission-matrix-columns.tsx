import { CheckOutlined } from '@ant-design/icons';
import { Checkbox, Tag, Tooltip } from 'antd';
import { COMING_SOON_LABEL } from '@console/shared/domain/console-screens';
import type { TableColumnsType } from 'antd';
import type { CatalogItem } from '../api/role-keys';
import type { MatrixRow } from './permission-matrix-rows';
import { coverage, pairKey, withKeys, type Selection, type SelectionChange } from './permission-selection';

// at 1366 px beside the menu about ten of the thirteen action columns show; the rest scroll under the sticky subjects
export const SUBJECT_COLUMN_WIDTH = 220;
export const ACTION_COLUMN_WIDTH = 90;
const SELECT_ALL = 'Chọn tất cả';

interface MatrixColumnsOptions {
  actions: readonly CatalogItem[];
  /** the rows on screen: a column's 'chọn tất cả' works on what the search left visible */
  rows: readonly MatrixRow[];
  selection: Selection;
  /** absent: read-only, granted cells show a checkmark */
  onChange?: SelectionChange;
  /** the search hides some subjects: the column checkboxes say they work on the rows shown */
  filtered: boolean;
  /** read-only: leave out the actions no subject is granted */
  hideEmptyColumns: boolean;
  checkColor: string;
}

const rowKeys = (actions: readonly CatalogItem[], subject: string) =>
  actions.map((action) => pairKey(action.key, subject));
const columnKeys = (rows: readonly MatrixRow[], action: string) => rows.map((row) => pairKey(action, row.key));
// body cells depend on their row only (see useMatrixRows)
const rowChanged = (row: MatrixRow, previous: MatrixRow) => row !== previous;

function HeaderLabel({ label }: { label: string }) {
  return (
    <span
      style={{ display: 'block', whiteSpace: 'normal', fontSize: 13, lineHeight: 1.25, minHeight: 33, marginBottom: 4 }}
    >
      {label}
    </span>
  );
}

/**
 * issue 10: a subject no screen of the console uses yet. Its permissions can still be given (they take effect when the
 * screen arrives), but the matrix says so instead of offering it like the rest.
 */
function ComingSoonTag({ subject }: { subject: string }) {
  return (
    <Tooltip title="Chưa có màn hình trên trang quản trị; quyền cấp ở đây sẽ dùng được khi màn hình ra mắt">
      <Tag bordered={false} style={{ marginInlineStart: 6, marginInlineEnd: 0 }} data-testid={`perm-soon-${subject}`}>
        {COMING_SOON_LABEL}
      </Tag>
    </Tooltip>
  );
}

function SubjectCell({
  row,
  actions,
  onChange,
}: {
  row: MatrixRow;
  actions: readonly CatalogItem[];
  onChange?: SelectionChange;
}) {
  const soon = row.soon && <ComingSoonTag subject={row.key} />;
  if (!onChange) {
    return (
      <>
        {row.label}
        {soon}
      </>
    );
  }
  const keys = rowKeys(actions, row.key);
  const all = !row.granted.includes('0');
  return (
    <>
      <Tooltip title={`${SELECT_ALL} quyền của “${row.label}”`} placement="right" mouseEnterDelay={0.8}>
        <Checkbox
          checked={all}
          indeterminate={!all && row.granted.includes('1')}
          onChange={(event) => onChange((previous) => withKeys(previous, keys, event.target.checked))}
          aria-label={`${SELECT_ALL} quyền của ${row.label}`}
          data-testid={`perm-row-${row.key}`}
        >
          {row.label}
        </Checkbox>
      </Tooltip>
      {soon}
    </>
  );
}

export function buildMatrixColumns(options: MatrixColumnsOptions): TableColumnsType<MatrixRow> {
  const { actions, rows, selection, onChange, filtered, hideEmptyColumns, checkColor } = options;
  const allKeys = rows.flatMap((row) => rowKeys(actions, row.key));

  const subjectColumn: TableColumnsType<MatrixRow>[number] = {
    key: 'subject',
    title: onChange ? (
      <Checkbox
        {...coverage(selection, allKeys)}
        disabled={rows.length === 0}
        onChange={(event) => onChange((previous) => withKeys(previous, allKeys, event.target.checked))}
        data-testid="perm-all"
      >
        <strong>Chức năng</strong> ({SELECT_ALL.toLocaleLowerCase('vi')})
      </Checkbox>
    ) : (
      'Chức năng'
    ),
    width: SUBJECT_COLUMN_WIDTH,
    fixed: 'left',
    shouldCellUpdate: rowChanged,
    render: (_value, row) => <SubjectCell row={row} actions={actions} onChange={onChange} />,
  };

  const actionColumns = actions.map((action, index): TableColumnsType<MatrixRow>[number] | null => {
    const keys = columnKeys(rows, action.key);
    if (hideEmptyColumns && !rows.some((row) => row.granted[index] === '1')) return null;
    const selectAll = `${SELECT_ALL}: ${action.label}${filtered ? ' (các chức năng đang hiện)' : ''}`;
    return {
      key: action.key,
      width: ACTION_COLUMN_WIDTH,
      align: 'center',
      title: (
        <>
          <HeaderLabel label={action.label} />
          {onChange && (
            <Tooltip title={selectAll}>
              <Checkbox
                {...coverage(selection, keys)}
                disabled={rows.length === 0}
                onChange={(event) => onChange((previous) => withKeys(previous, keys, event.target.checked))}
                aria-label={selectAll}
                data-testid={`perm-col-${action.key}`}
              />
            </Tooltip>
          )}
        </>
      ),
      shouldCellUpdate: rowChanged,
      render: (_value, row) => {
        const granted = row.granted[index] === '1';
        const key = pairKey(action.key, row.key);
        const label = `${action.label} – ${row.label}`;
        if (!onChange) {
          return granted ? (
            <CheckOutlined
              style={{ color: checkColor, fontSize: 16 }}
              aria-label={label}
              data-testid={`perm-${row.key}-${action.key}`}
            />
          ) : null;
        }
        return (
          <Checkbox
            checked={granted}
            onChange={(event) => onChange((previous) => withKeys(previous, [key], event.target.checked))}
            aria-label={label}
            data-testid={`perm-${row.key}-${action.key}`}
          />
        );
      },
    };
  });

  return [subjectColumn, ...actionColumns.filter((column) => column !== null)];
}
