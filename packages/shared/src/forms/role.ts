import { z } from 'zod';
import { isAction, isSubject } from '../domain/permissions-catalog.ts';
import { formatMessage, requiredMessage } from '../validation/messages.ts';
import { objectSchema } from '../validation/zod-fields.ts';
import { roleFields } from './role-fields.ts';

const ZPermissionPair = z
  .object({ action: z.string(), subject: z.string() })
  .refine((p) => isAction(p.action) && isSubject(p.subject), formatMessage('Quyền'))
  .transform(
    (p) =>
      p as {
        action: import('../domain/permissions-catalog.ts').Action;
        subject: import('../domain/permissions-catalog.ts').Subject;
      },
  );

export const ZRoleBody = objectSchema(roleFields).extend({
  permissions: z.array(ZPermissionPair, { error: requiredMessage('Quyền') }).max(2_000, formatMessage('Quyền')),
});
