import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { kindMessages, type KindContract } from './kind-contract.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** a point on the map (a map picker on the screen): latitude and longitude in degrees; stored as jsonb */
export const location = {
  value: (def) => {
    const message = formatMessage(def.label);
    const degrees = (limit: number) => z.number({ error: message }).min(-limit, message).max(limit, message);
    return z.strictObject({ lat: degrees(90), lng: degrees(180) }, kindMessages(def.label));
  },
  row: () => z.object({ lat: z.number(), lng: z.number() }).nullable(),
} satisfies KindContract;
