/**
 * 'Thôn/xóm' → 'thon/xom', 'Đặc sản' → 'dac san': Vietnamese text without its marks, for searches typed without
 * them. đ is a letter of its own, not d plus a mark, so NFD leaves it alone: it is mapped by hand.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
