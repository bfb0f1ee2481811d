// A cell starting with = + - @ (or tab, CR, NUL) would run as a formula in Excel: prefix it with a quote
// (OWASP "CSV injection"). Numbers stay numbers.
const FORMULA_START = /^[=+\-@\t\r\0]/;

export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
