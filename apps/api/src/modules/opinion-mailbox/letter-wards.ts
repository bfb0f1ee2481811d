import { LETTER_FIELDS } from '@console/shared/opinion-mailbox/letters';
import { formatMessage } from '@console/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { WARD_MERGED_MESSAGE } from '../sentiments/citizen-submit.ts';

/** a letter goes to a ward that exists and has not been merged into another (its staff read the other's mailbox) */
export async function assertWardExists(db: Db, wardId: number) {
  const [ward] = await db.select({ mergedIntoId: wards.mergedIntoId }).from(wards).where(eq(wards.id, wardId));
  if (!ward) throw new AppError('VALIDATION', formatMessage(LETTER_FIELDS.ward_id.label));
  if (ward.mergedIntoId !== null) throw new AppError('VALIDATION', WARD_MERGED_MESSAGE);
}
