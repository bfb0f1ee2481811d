import { maskSecretUrl, SECRET_MASK, unmaskSecretUrl } from '@console/shared/field-kinds/secret';
import type { Resource } from '@console/shared/resources/define-resource';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sealedColumnName } from '../db/schema/sealed-column.ts';
import { AppError } from '../lib/app-error.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';
import type { ResourceTable } from './resource-table.ts';

/** the plain value of a row's secret field, for a machine that needs it (ffmpeg) or a write that keeps it */
export async function readSecret(db: Db | Tx, bound: ResourceTable, secrets: SecretBox, rowId: number, field: string) {
  const sealed = bound.column(sealedColumnName(field));
  const [row] = await db.select({ sealed }).from(bound.table).where(eq(bound.id, rowId)).limit(1);
  if (!row?.sealed) return null;
  try {
    return await secrets.unseal(row.sealed as string);
  } catch {
    // sealed with another key (CAMERA_SECRET changed, the kept key lost): as good as no address — staff enter it again
    return null;
  }
}

/**
 * A write's secret fields as stored: the masked address in the field's column, the address itself sealed beside it.
 * A masked address sent back (the form shows what it was given) keeps the stored password; a mask with nothing to
 * fill it is refused.
 */
export async function sealSecretFields(
  db: Db | Tx,
  bound: ResourceTable,
  secrets: SecretBox | undefined,
  values: Record<string, unknown>,
  existingId: number | null,
) {
  const secretFields = Object.entries(bound.resource.fields).filter(([, def]) => def.kind === 'secret');
  for (const [name, def] of secretFields) {
    const sent = values[name];
    if (typeof sent !== 'string') continue;
    // the stored address is only read to fill a mask: a whole new address needs nothing of the old one
    const stored =
      existingId === null || !secrets || !sent.includes(SECRET_MASK)
        ? null
        : await readSecret(db, bound, secrets, existingId, name);
    const plain = unmaskSecretUrl(sent, stored);
    if (plain === null)
      throw new AppError(
        'VALIDATION',
        `${def.label}: hãy nhập mật khẩu thay cho *** (bắt buộc khi đổi máy chủ, cổng hoặc tài khoản)`,
      );
    values[name] = maskSecretUrl(plain);
    // no key (demo rows seeded where none can be kept): the camera asks for its address again before it plays
    values[sealedColumnName(name)] = secrets ? await secrets.seal(plain) : null;
  }
  return values;
}

/** a definition's secret fields (a resource without any skips the step) */
export const hasSecretFields = (resource: Pick<Resource, 'fields'>) =>
  Object.values(resource.fields).some((def) => def.kind === 'secret');
