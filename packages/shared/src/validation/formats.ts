// spec §5 generic field validator formats
export const FORMAT_PATTERNS = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  // 0, a digit 1-9, a digit, then groups of 3 and 4 digits with an optional space, dot or hyphen: 10 digits
  phone: /^0[1-9]\d[ .-]?\d{3}[ .-]?\d{4}$/,
  username: /^[A-Za-z0-9]+$/,
  url: /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/,
  youtube:
    /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/(watch\?(.*&)?v=|embed\/|v\/)|youtu\.be\/)[A-Za-z0-9_-]{11}([?&#][^\s]*)?$/,
  // google.com, google.vn, google.com.vn, google.co.uk… but not a look-alike host such as google.com.evil.example
  map: /^https?:\/\/((www\.)?google\.(com?\.)?[a-z]{2,3}\/maps|maps\.google\.(com?\.)?[a-z]{2,3}|maps\.app\.goo\.gl|goo\.gl\/maps)([/?#][^\s]*)?$/,
  vr3d: /^https?:\/\/\S*vr\S*$/i,
  // not in the spec: citizen identity card (9-digit CMND or 12-digit CCCD)
  id_card: /^(\d{9}|\d{12})$/,
  // not in the spec: a role's key (field), like the spec's 'ward_admin'
  role_key: /^[a-z][a-z0-9_]{1,49}$/,
} as const;

export type PatternFormat = keyof typeof FORMAT_PATTERNS;
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
