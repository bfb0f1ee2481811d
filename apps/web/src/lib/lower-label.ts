/**
 * A field's label inside a sentence ('Tìm theo tên dịch vụ, thôn/HTX cung cấp'): lower case, except the words
 * written all in capitals (HTX, VNĐ, UBND), which are abbreviations and keep their letters.
 */
export function lowerLabel(label: string): string {
  return label
    .split(/([\s/,()-]+)/)
    .map((word) =>
      word.length > 1 && /\p{Lu}/u.test(word) && word === word.toLocaleUpperCase('vi')
        ? word
        : word.toLocaleLowerCase('vi'),
    )
    .join('');
}
