import { z } from 'zod';
import { formatMessage, tooLongMessage } from '../validation/messages.ts';
import { kindMessages, type KindContract } from './kind-contract.ts';

const MAX_IMAGE_PATH = 1_000;
// a file uploaded here (POST /api/files answers this path) or an image elsewhere on the web
const UPLOADED = /^\/api\/files\/[0-9a-f-]{36}\/[^/?#\s]{1,255}$/i;
const WEB_IMAGE = /^https?:\/\/[^\s]+$/i;

/** spec §9: an image path without http gets the preview host in front of it */
export const isImageLocation = (value: string) => UPLOADED.test(value) || WEB_IMAGE.test(value);

/** one image: the path POST /api/files answered, or an http(s) address */
export const image = {
  value: (def) =>
    z
      .string(kindMessages(def.label))
      .trim()
      .max(MAX_IMAGE_PATH, tooLongMessage(def.label, MAX_IMAGE_PATH))
      .refine(isImageLocation, formatMessage(def.label)),
  row: () => z.string().nullable(),
} satisfies KindContract;
