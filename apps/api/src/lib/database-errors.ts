import { AppError } from './app-error.ts';

// PostgreSQL's SQLSTATE codes the API answers in its own words (PGlite and node-postgres both carry them as `code`,
// Drizzle sometimes on the error's `cause`)
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const sqlStateOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code ??
  (error as { cause?: { code?: string } })?.cause?.code;

export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === FOREIGN_KEY_VIOLATION;

/** a write a unique key may refuse (a row already there): the refusal in the caller's words, a 400 not a 500 */
export async function uniqueOr<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VALIDATION', message);
    throw error;
  }
}
