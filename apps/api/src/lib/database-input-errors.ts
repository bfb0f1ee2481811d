// PostgreSQL's answers to a value it will not take (SQLSTATE class 22 "data exception": out of range, bad text or
// date, NUL) and to a missing value for a NOT NULL column (23502). The schema builders are meant to refuse such input
// first (issue 9); this is the backstop so that a gap answers 400 instead of 500 — and is logged, so it gets closed.
const INPUT_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '23502']);

/** the SQLSTATE of a database error, also when a driver or Drizzle wraps it (DrizzleQueryError → cause) */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** the SQLSTATE when the database refused a value that input validation should have refused, else undefined */
export function databaseInputError(error: unknown): string | undefined {
  const state = sqlStateOf(error);
  return state && INPUT_STATES.has(state) ? state : undefined;
}
