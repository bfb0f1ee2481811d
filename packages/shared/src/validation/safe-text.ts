// Text PostgreSQL cannot store or stores altered: NUL (a 500 from every text column, issue 9) and UTF-16 halves
// without their pair (written out as U+FFFD, so what is read back is not what was sent).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for (PostgreSQL text cannot hold it)
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !UNSAFE_TEXT.test(text);

/** a nesting no form produces; deeper input is refused before anything walks it recursively */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = { path: string; reason: 'text' | 'depth' };

/** the first string (key or value) that cannot be stored, or a nesting deeper than MAX_INPUT_DEPTH; walked without recursion */
export function findUnsafeInput(value: unknown): UnsafeInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isSafeText(item.value)) return { path: item.path, reason: 'text' };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, reason: 'depth' };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isSafeText(key)) return { path, reason: 'text' };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
