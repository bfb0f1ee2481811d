import { RESOURCES } from '../../../lib/resources';

/** 'Xã A', 'Xã A và Xã B', 'Xã A, Xã B và Xã C' */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} và ${names[names.length - 1]}`;
}

/** what a merger moved, in words: '10 người dùng, 3 thôn/xóm, 2 câu hỏi thường gặp'; '' when nothing moved */
export function movedSummary(moved: Record<string, number>): string {
  const label = (key: string) =>
    key === 'users' ? 'người dùng' : (RESOURCES.find((resource) => resource.name === key)?.label ?? key);
  return Object.entries(moved)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a === 'users' ? -1 : b === 'users' ? 1 : 0))
    .map(([key, count]) => `${count.toLocaleString('vi-VN')} ${label(key)}`)
    .join(', ');
}

/** the confirmation's question and warning (not undoable: the old wards' rows are rewritten) */
export function mergerQuestion(fromNames: readonly string[], intoName: string) {
  return {
    title: `Sáp nhập ${joinNames(fromNames)} vào ${intoName}?`,
    warning: `Người dùng, thôn/xóm và dữ liệu của ${fromNames.length > 1 ? 'các xã/phường này' : 'xã/phường này'} sẽ chuyển sang ${intoName}. Thao tác không thể hoàn tác.`,
  };
}
