// spec §5 generic field validator formats
export const FORMAT_PATTERNS = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  // spec §5: 0, a digit 1-9, a digit, then the rest; 10 digits in total. The spec's groups are 3 and 4 digits
  // (091 234 5678), but numbers are as often written 4-3-3 (0912 345 678) or 4-6: after the first three digits a single
  // space, dot or hyphen may stand between any two digits (issue 10). Stored as digits only (normalisePhone).
  phone: /^0[1-9]\d(?:[ .-]?\d){7}$/,
  username: /^[A-Za-z0-9]+$/,
  url: /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/,
  youtube:
    /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/(watch\?(.*&)?v=|embed\/|v\/)|youtu\.be\/)[A-Za-z0-9_-]{11}([?&#][^\s]*)?$/,
  // google.com, google.vn, google.com.vn, google.co.uk… but not a look-alike host such as google.com.evil.example
  map: /^https?:\/\/((www\.)?google\.(com?\.)?[a-z]{2,3}\/maps|maps\.google\.(com?\.)?[a-z]{2,3}|maps\.app\.goo\.gl|goo\.gl\/maps)([/?#][^\s]*)?$/,
  vr3d: /^https?:\/\/\S*vr\S*$/i,
  // not in the spec: a camera's stream (issue 18): RTSP, or an http(s) address the camera or its recorder serves
  stream: /^(rtsps?|https?):\/\/[^\s/?#]+([/?#]\S*)?$/i,
  // not in the spec: citizen identity card (9-digit CMND or 12-digit CCCD)
  id_card: /^(\d{9}|\d{12})$/,
  // not in the spec: a role's key (field), like the spec's 'ward_admin'
  role_key: /^[a-z][a-z0-9_]{1,49}$/,
} as const;

export type PatternFormat = keyof typeof FORMAT_PATTERNS;

/** a phone number as stored and searched: its digits ('0912 345 678' → '0912345678'); call on a matching value */
export const normalisePhone = (value: string) => value.replace(/\D/g, '');

/** how a valid value is stored, for formats written more than one way */
export const FORMAT_NORMALISERS: Partial<Record<PatternFormat, (value: string) => string>> = { phone: normalisePhone };

/**
 * A value of the expected form, shown under the input. The spec's message stays '{field} không đúng định dạng!'
 * character for character (spec §5), so the example lives beside it rather than inside it (issue 10).
 */
export const FORMAT_EXAMPLES: Partial<Record<PatternFormat, string>> = { phone: '0912 345 678' };

/** 'Ví dụ: 0912 345 678' for a format with an example, else undefined */
export function formatHint(format: PatternFormat | undefined): string | undefined {
  const example = format && FORMAT_EXAMPLES[format];
  return example ? `Ví dụ: ${example}` : undefined;
}

export type ValueFormat = PatternFormat | 'number' | 'string' | 'array' | 'object' | 'boolean';

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** true when the (non-empty) value matches the format */
export function matchesFormat(format: ValueFormat, value: unknown): boolean {
  switch (format) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      return Number.isFinite(n) && n >= 0;
    }
    case 'string':
      return typeof value === 'string' && value.length > 0;
    case 'array':
      return Array.isArray(value) && value.length > 0;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
    case 'boolean':
      return value === true || value === false;
    default:
      return typeof value === 'string' && FORMAT_PATTERNS[format].test(value.trim());
  }
}
