import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { kindMessages, type KindContract } from './kind-contract.ts';

/** spec §5 Upload: up to 10 files */
export const MAX_ATTACHMENTS = 10;
const UPLOADED = /^\/api\/files\/[0-9a-f-]{36}\/[^/?#\s]{1,255}$/i;

export interface Attachment {
  path: string;
  name: string;
  size?: number;
}

/** up to `maxFiles` (10) uploaded files, each as POST /api/files answered it; stored as jsonb */
export const attachments = {
  value: (def) => {
    const message = formatMessage(def.label);
    const file = z.object(
      {
        path: z.string(kindMessages(def.label)).regex(UPLOADED, message),
        name: z.string({ error: message }).trim().min(1, message).max(255, message),
        size: z.number({ error: message }).int(message).min(0, message).optional(),
      },
      { error: message },
    );
    const max = Math.min(def.maxFiles ?? MAX_ATTACHMENTS, MAX_ATTACHMENTS);
    return z.array(file, kindMessages(def.label)).max(max, `${def.label}: tối đa ${max} tệp!`);
  },
  row: () => z.array(z.object({ path: z.string(), name: z.string(), size: z.number().optional() })).nullable(),
} satisfies KindContract;
