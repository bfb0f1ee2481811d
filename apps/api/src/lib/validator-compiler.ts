import { findUnsafeInput } from '@console/shared/validation/safe-text';
import { formatMessage } from '@console/shared/validation/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Every body, query string and path parameter passes through here. The zod schema decides first, so the shared field
 * builders answer with their field's label; then the parsed value is walked once for text PostgreSQL cannot store
 * (NUL, lone UTF-16 halves) and for absurd nesting — so a raw `z.string()` or `z.any()` in some route cannot let it
 * reach the database as a 500 (issue 9). An AppError returned here leaves as the 400 envelope (plugins/errors.ts).
 */
export const safeValidatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema) as (data: unknown) => { value?: unknown; error?: Error };
  return (data: unknown) => {
    const result = validate(data);
    if (result.error) return result;
    const unsafe = findUnsafeInput(result.value);
    if (!unsafe) return result;
    const field = unsafe.path ? `Trường ${unsafe.path}` : 'Dữ liệu gửi lên';
    return {
      error: new AppError(
        'VALIDATION',
        unsafe.reason === 'depth' ? `${field} lồng nhau quá sâu` : formatMessage(field),
      ),
    };
  };
};
