import { objectSchema } from '../validation/zod-fields.ts';
import { wardMarketConfigFields } from './ward-market-config-fields.ts';

/** the ward's own fields; the ward comes from the path (PATCH) or from the body (POST) */
export const ZWardMarketConfigFields = objectSchema(wardMarketConfigFields);

/** POST /api/admin/ward-market-configs: the ward first, then the config's fields, in the form's order */
export const ZCreateWardMarketConfigBody = objectSchema({
  ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
}).extend(ZWardMarketConfigFields.shape);

/** PATCH /api/admin/ward-market-configs/{ward_id}: only the fields sent change; a required one cannot be emptied */
export const ZUpdateWardMarketConfigBody = ZWardMarketConfigFields.partial();
